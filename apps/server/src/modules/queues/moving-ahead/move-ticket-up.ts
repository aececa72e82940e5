import { advanceTargetSlot, maxAdvanceFor } from '@vez/domain';
import type { Transaction, Updateable } from 'kysely';
import type { AppServices } from '../../../app-services';
import type { Database, QueuesTable } from '../../../database/schema';
import type { QueueRow } from '../../../repositories/queues-repository';
import type { TicketRow } from '../../../repositories/tickets-repository';

export type AdvanceOutcome =
  | { applied: true; from: number; to: number; positions: number }
  | { applied: false; reason: 'not-waiting' | 'already-first' };

/**
 * Moves a waiting ticket up by `positions` inside a queue mutation: it joins the slot of the target
 * position with the next letter there, and its old position collapses if it empties. The move is
 * clamped when the client has meanwhile moved up (decision 008); a ticket no longer waiting is not moved.
 */
export async function moveTicketUp(
  services: Pick<AppServices, 'queues' | 'tickets'>,
  trx: Transaction<Database>,
  queue: QueueRow,
  ticket: TicketRow | undefined,
  positions: number,
): Promise<{ outcome: AdvanceOutcome; queue: Updateable<QueuesTable> }> {
  if (!ticket || ticket.queue_id !== queue.id || ticket.status !== 'waiting') {
    return { outcome: { applied: false, reason: 'not-waiting' }, queue: {} };
  }
  // Only the slots ahead are read: the cost is bounded by the position, never by the queue length.
  const slotsUpToMine = await services.queues.distinctWaitingSlots(queue.id, trx, ticket.slot);
  const from = slotsUpToMine.length;
  const n = Math.min(positions, maxAdvanceFor(from, queue.max_advances));
  if (n < 1) return { outcome: { applied: false, reason: 'already-first' }, queue: {} };

  const target = advanceTargetSlot(slotsUpToMine, ticket.slot, n);
  await services.tickets.moveTo(ticket.id, target, queue.next_seq, trx);
  const sourceEmptied = !(await services.tickets.slotStillOccupied(queue.id, ticket.slot, trx));
  return {
    outcome: { applied: true, from, to: from - n, positions: n },
    queue: {
      next_seq: queue.next_seq + 1,
      occupied_positions: queue.occupied_positions - (sourceEmptied ? 1 : 0),
    },
  };
}
