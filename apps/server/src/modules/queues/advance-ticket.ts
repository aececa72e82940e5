import { advanceTargetSlot, maxAdvanceFor } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { mutateQueue } from './mutate-queue';

type Services = Pick<AppServices, 'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock'>;

export type AdvanceOutcome =
  | { applied: true; from: number; to: number; positions: number }
  | { applied: false; reason: 'not-waiting' | 'already-first' };

/**
 * Moves a waiting ticket up by `positions` (a confirmed paid advance): it joins the slot of the target
 * position with the next letter there, and its old position collapses if it empties. The move is
 * clamped when the client has meanwhile moved up (DESIGN §2); a ticket no longer waiting is not moved.
 */
export async function advanceTicket(
  services: Services,
  queueId: number,
  ticketId: number,
  positions: number,
) {
  return mutateQueue<AdvanceOutcome>(services, queueId, async (trx, queue) => {
    const ticket = await services.tickets.findById(ticketId, trx);
    const unchanged = { queue: {}, change: null };
    if (!ticket || ticket.queue_id !== queueId || ticket.status !== 'waiting') {
      return { result: { applied: false, reason: 'not-waiting' }, ...unchanged };
    }
    // Only the slots ahead are read: the cost is bounded by the position, never by the queue length.
    const slotsUpToMine = await services.queues.distinctWaitingSlots(queueId, trx, ticket.slot);
    const from = slotsUpToMine.length;
    const n = Math.min(positions, maxAdvanceFor(from, queue.max_advances));
    if (n < 1) return { result: { applied: false, reason: 'already-first' }, ...unchanged };

    const target = advanceTargetSlot(slotsUpToMine, ticket.slot, n);
    await services.tickets.moveTo(ticket.id, target, queue.next_seq, trx);
    const sourceEmptied = !(await services.tickets.slotStillOccupied(queueId, ticket.slot, trx));
    return {
      result: { applied: true, from, to: from - n, positions: n },
      queue: {
        next_seq: queue.next_seq + 1,
        occupied_positions: queue.occupied_positions - (sourceEmptied ? 1 : 0),
      },
      change: { type: 'advanced', ticketId: ticket.id },
    };
  });
}
