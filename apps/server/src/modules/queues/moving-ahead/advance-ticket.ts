import type { AppServices } from '../../../app-services';
import { mutateQueue } from '../mutate-queue';
import { type AdvanceOutcome, moveTicketUp } from './move-ticket-up';

type Services = Pick<AppServices, 'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock'>;

export type { AdvanceOutcome };

/** Moves a waiting ticket up by `positions` on its own (paid advances do it while settling a payment). */
export async function advanceTicket(
  services: Services,
  queueId: number,
  ticketId: number,
  positions: number,
) {
  return mutateQueue<AdvanceOutcome>(services, queueId, async (trx, queue) => {
    const ticket = await services.tickets.findById(ticketId, trx);
    const move = await moveTicketUp(services, trx, queue, ticket, positions);
    return {
      result: move.outcome,
      queue: move.queue,
      change: move.outcome.applied ? { type: 'advanced', ticketId } : null,
    };
  });
}
