import type { RankedTicket, SlottedTicket } from './queue-types';

/**
 * Sub-position letter for the n-th ticket (0-based) sharing a position, spreadsheet-style:
 * 0 -> 'a', 25 -> 'z', 26 -> 'aa', 27 -> 'ab'. A position rarely holds 27 tickets, but a busy
 * paid-advance target could, and the letters must stay unique and ordered.
 */
export function letterFor(indexInSlot: number): string {
  if (!Number.isInteger(indexInSlot) || indexInSlot < 0) {
    throw new RangeError(`indexInSlot must be a non-negative integer, got ${indexInSlot}`);
  }
  let n = indexInSlot + 1;
  let letters = '';
  while (n > 0) {
    const rem = (n - 1) % 26;
    letters = String.fromCharCode(97 + rem) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** Service order: slot first, then arrival at that slot; id only breaks impossible ties deterministically. */
export function compareServiceOrder(a: SlottedTicket, b: SlottedTicket): number {
  return a.slot - b.slot || a.seq - b.seq || a.id - b.id;
}

/**
 * Positions and letters of the waiting tickets, in service order. The position is the dense rank
 * of the slot (so a slot emptied by a call or a leave leaves no gap), the letter the rank of the
 * ticket inside its slot.
 */
export function rankTickets(waiting: readonly SlottedTicket[]): RankedTicket[] {
  const ranked: RankedTicket[] = [];
  forEachRanked([...waiting].sort(compareServiceOrder), (ticket, position, letter) => {
    ranked.push({ ...ticket, position, letter });
  });
  return ranked;
}

/**
 * Walks tickets that are ALREADY in service order (as an index scan returns them) and hands each one
 * its position and letter, without sorting or copying: the live streams rank big queues this way.
 */
export function forEachRanked<T extends SlottedTicket>(
  inServiceOrder: readonly T[],
  visit: (ticket: T, position: number, letter: string) => void,
): void {
  let position = 0;
  let previousSlot: number | null = null;
  let indexInSlot = 0;
  for (const ticket of inServiceOrder) {
    if (ticket.slot !== previousSlot) {
      position += 1;
      indexInSlot = 0;
      previousSlot = ticket.slot;
    } else {
      indexInSlot += 1;
    }
    visit(ticket, position, indexInSlot === 0 ? 'a' : letterFor(indexInSlot));
  }
}

/** People waiting, group members included (a group ticket counts its whole size). */
export function peopleCount(waiting: readonly { size: number }[]): number {
  return waiting.reduce((total, ticket) => total + ticket.size, 0);
}
