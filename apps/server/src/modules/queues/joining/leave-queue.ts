import type { Transaction } from 'kysely';
import type { AppServices } from '../../../app-services';
import type { Database } from '../../../database/schema';
import type { TicketRow } from '../../../repositories/tickets-repository';
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
  return leaveWithTicket(
    services,
    queueId,
    (trx) => services.tickets.findWaitingOfClient(queueId, caller.userId, trx),
    'Você não está nesta fila',
  );
}

/** 'Sair da fila' of the waiting ticket `find` names, for an account or a guest's link alike. */
export async function leaveWithTicket(
  services: Services,
  queueId: number,
  find: (trx: Transaction<Database>) => Promise<TicketRow | undefined>,
  notThere: string,
) {
  return mutateQueue(services, queueId, async (trx, queue, now) => {
    const ticket = await find(trx);
    if (ticket?.status !== 'waiting') throw notFound(notThere);
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
