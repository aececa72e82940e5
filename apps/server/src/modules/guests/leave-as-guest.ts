import type { AppServices } from '../../app-services';
import { leaveWithTicket } from '../queues/joining/leave-queue';
import { findGuestTicket } from './get-guest-ticket';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock' | 'outbox' | 'config'
>;

/** 'Sair da fila' on the guest's ticket page: the place is given up, as an account's would be. */
export async function leaveAsGuest(services: Services, token: string | undefined) {
  const row = await findGuestTicket(services, token);
  return leaveWithTicket(
    services,
    row.queue_id,
    (trx) => services.tickets.findById(row.ticket_id, trx),
    'Sua senha não está mais na fila',
  );
}
