import type { AppServices } from '../../../app-services';
import type { Authenticated } from '../../auth/authenticate';
import { loadOwnedQueue } from '../queue-access';
import { leaveWithTicket } from './leave-queue';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock' | 'outbox'
>;

/**
 * 'Remover da fila' on the queue detail: the establishment takes a waiting ticket out (a guest who went
 * away, a join by mistake), and everyone behind moves up as when someone leaves.
 */
export async function removeFromQueue(
  services: Services,
  caller: Authenticated,
  queueId: number,
  ticketId: number,
) {
  await loadOwnedQueue(services, caller, queueId);
  return leaveWithTicket(
    services,
    queueId,
    async (trx) => {
      const ticket = await services.tickets.findById(ticketId, trx);
      return ticket?.queue_id === queueId ? ticket : undefined;
    },
    'Esta pessoa não está mais na fila',
  );
}
