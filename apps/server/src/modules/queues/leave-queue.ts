import type { AppServices } from '../../app-services';
import { notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { mutateQueue } from './mutate-queue';
import { removeTicket } from './remove-ticket';

type Services = Pick<AppServices, 'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock'>;

export async function leaveQueue(services: Services, caller: Authenticated, queueId: number) {
  return mutateQueue(services, queueId, async (trx, queue, now) => {
    const ticket = await services.tickets.findWaitingOfClient(queueId, caller.userId, trx);
    if (!ticket) throw notFound('Você não está nesta fila');
    return {
      result: { ticketId: ticket.id },
      queue: await removeTicket(services, trx, queue, ticket, 'left', now),
      change: { type: 'left', ticketId: ticket.id },
    };
  });
}
