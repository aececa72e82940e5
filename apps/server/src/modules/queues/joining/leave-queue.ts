import type { AppServices } from '../../../app-services';
import { notFound } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { noticeKeyPrefix } from '../../notifications/enqueue-notice';
import { mutateQueue } from '../mutate-queue';
import { removeTicket } from './remove-ticket';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock' | 'outbox'
>;

export async function leaveQueue(services: Services, caller: Authenticated, queueId: number) {
  return mutateQueue(services, queueId, async (trx, queue, now) => {
    const ticket = await services.tickets.findWaitingOfClient(queueId, caller.userId, trx);
    if (!ticket) throw notFound('Você não está nesta fila');
    const counters = await removeTicket(services, trx, queue, ticket, 'left', now);
    // Whoever left is not told 'Falta pouco' by a notice still waiting for a retry. After the ticket's
    // own update: a notice job that marked it first has committed its row by then (it held the row).
    await services.outbox.withdrawUnsent(
      [noticeKeyPrefix(ticket.id)],
      now,
      'retirada: o cliente saiu da fila',
      trx,
    );
    return {
      result: { ticketId: ticket.id },
      queue: counters,
      change: { type: 'left', ticketId: ticket.id },
    };
  });
}
