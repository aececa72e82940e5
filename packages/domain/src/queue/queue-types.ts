/**
 * Shared shapes of the queue domain. Positions are derived, never stored (decision 008): a waiting
 * ticket keeps a slot (shared by everyone at the same position) and an arrival sequence.
 */

export type QueueStatus = 'ativa' | 'pausada' | 'encerrada';

export const QUEUE_STATUSES: readonly QueueStatus[] = ['ativa', 'pausada', 'encerrada'];

export type TicketStatus = 'waiting' | 'called' | 'left' | 'closed';

export const TICKET_STATUSES: readonly TicketStatus[] = ['waiting', 'called', 'left', 'closed'];

/** A waiting ticket as the ranking needs it: slot = shared "position bucket" number, seq = arrival order at that slot. */
export interface SlottedTicket {
  id: number;
  slot: number;
  seq: number;
  size: number;
}

/** A waiting ticket with its derived position (1..P, dense) and letter inside the position. */
export interface RankedTicket extends SlottedTicket {
  position: number;
  letter: string;
}
