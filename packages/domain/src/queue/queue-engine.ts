import { compareServiceOrder, rankTickets } from './positions';
import type { QueueStatus, RankedTicket, SlottedTicket } from './queue-types';

/**
 * Reference model of one queue (decision 008). It is deliberately mechanical: it applies an operation
 * and never decides whether the operation is allowed, because those decisions (status, limits,
 * advance bounds) live in queue-rules.ts and the server checks them before writing. Keeping the two
 * apart lets the server use this model as the oracle for its SQL implementation.
 *
 * Every function returns a new model and leaves its argument untouched.
 */
export interface QueueModel {
  status: QueueStatus;
  /** Slot the next join takes; always greater than every slot in use. */
  nextSlot: number;
  /** Arrival sequence the next join or advance takes; shared by all slots so order is global. */
  nextSeq: number;
  waiting: SlottedTicket[];
  /** Ids called, in call order. */
  served: number[];
}

export function emptyQueue(status: QueueStatus = 'ativa'): QueueModel {
  return { status, nextSlot: 1, nextSeq: 1, waiting: [], served: [] };
}

/** The new ticket takes a fresh slot after every existing one, so it is alone at the last position (letter 'a'). */
export function joinQueue(model: QueueModel, ticket: { id: number; size: number }): QueueModel {
  if (model.waiting.some((t) => t.id === ticket.id) || model.served.includes(ticket.id)) {
    // Ticket ids are never reused: a repeated id is a bug in the caller, not a user mistake.
    throw new Error(`Ticket ${ticket.id} already exists in this queue`);
  }
  const joined: SlottedTicket = {
    id: ticket.id,
    slot: model.nextSlot,
    seq: model.nextSeq,
    size: ticket.size,
  };
  return {
    ...model,
    nextSlot: model.nextSlot + 1,
    nextSeq: model.nextSeq + 1,
    waiting: [...model.waiting, joined],
  };
}

/** Removes a waiting ticket; an unknown id is a no-op (leaving twice must be harmless). */
export function leaveQueue(model: QueueModel, ticketId: number): QueueModel {
  if (!model.waiting.some((t) => t.id === ticketId)) return model;
  return { ...model, waiting: model.waiting.filter((t) => t.id !== ticketId) };
}

/** Calls the first ticket in (slot, seq) order. Emptied slots vanish from the ranking by themselves. */
export function callNext(model: QueueModel): { model: QueueModel; called: SlottedTicket | null } {
  const first = firstInOrder(model.waiting);
  if (!first) return { model, called: null };
  return {
    model: {
      ...model,
      waiting: model.waiting.filter((t) => t.id !== first.id),
      served: [...model.served, first.id],
    },
    called: first,
  };
}

/**
 * The slot a ticket at `currentSlot` takes when advancing `positions` positions, given the distinct
 * slots of the waiting tickets. `positions` is clamped to (position - 1) because a paid advance is
 * applied when the payment is confirmed, and the client may have moved up meanwhile (decision 008).
 * n <= 0 (or a ticket already first) keeps the current slot.
 */
export function advanceTargetSlot(
  distinctSlotsAscending: readonly number[],
  currentSlot: number,
  positions: number,
): number {
  // Defensive: rows read from SQL may repeat slots or come unsorted; this keeps the result right.
  const slots = [...new Set(distinctSlotsAscending)].sort((a, b) => a - b);
  // Index of the ticket's position among the slots (its position is index + 1).
  const index = slots.filter((slot) => slot < currentSlot).length;
  const n = Math.min(Math.floor(positions), index);
  if (!(n > 0)) return currentSlot;
  return slots[index - n] ?? currentSlot;
}

/**
 * Moves a ticket to the slot of position (p - n); it takes a new seq so it gets the last letter
 * there (it arrived at that position last). Unknown ticket or no movement: the model is unchanged,
 * so a ticket that is already first keeps its letter.
 */
export function advanceTicket(model: QueueModel, ticketId: number, positions: number): QueueModel {
  const ticket = model.waiting.find((t) => t.id === ticketId);
  if (!ticket) return model;
  const slots = distinctSlots(model.waiting);
  const target = advanceTargetSlot(slots, ticket.slot, positions);
  if (target === ticket.slot) return model;
  const moved: SlottedTicket = { ...ticket, slot: target, seq: model.nextSeq };
  return {
    ...model,
    nextSeq: model.nextSeq + 1,
    waiting: model.waiting.map((t) => (t.id === ticketId ? moved : t)),
  };
}

/** Applies a status change; closing ends every waiting ticket (they are neither served nor kept waiting). */
export function setQueueStatus(model: QueueModel, status: QueueStatus): QueueModel {
  if (status === 'encerrada') return { ...model, status, waiting: [] };
  return { ...model, status };
}

/** Waiting tickets with positions and letters, in service order. */
export function rankedQueue(model: QueueModel): RankedTicket[] {
  return rankTickets(model.waiting);
}

/** Ids of the waiting tickets in the order they will be served. */
export function serviceOrder(model: QueueModel): number[] {
  return [...model.waiting].sort(compareServiceOrder).map((t) => t.id);
}

/** The ranked entry of one waiting ticket, or null when it is not waiting. */
export function findRanked(model: QueueModel, ticketId: number): RankedTicket | null {
  return rankedQueue(model).find((t) => t.id === ticketId) ?? null;
}

export function distinctSlots(waiting: readonly SlottedTicket[]): number[] {
  return [...new Set(waiting.map((t) => t.slot))].sort((a, b) => a - b);
}

function firstInOrder(waiting: readonly SlottedTicket[]): SlottedTicket | null {
  let first: SlottedTicket | null = null;
  for (const ticket of waiting) {
    if (!first || compareServiceOrder(ticket, first) < 0) first = ticket;
  }
  return first;
}
