import type { QueueEvent } from '@vez/domain';

/**
 * What a screen does with a live event itself, which decides what the event leaves it not showing:
 * - 'applies-summary': it writes the event's summary (counters, the client's own place) into what it
 *   holds: the client's queue view and Minhas Filas. Only what the summary lacks is read again.
 * - 'applies-nothing': it shows figures no event carries (the owner's clients, served, waits): every
 *   change is read again.
 */
export type LiveScreen = 'applies-summary' | 'applies-nothing';

/** A reconnect that missed nothing (`resumed` without changes): nothing to read. */
export function missedNothing(event: QueueEvent): boolean {
  return event.type === 'resumed' && event.changes.length === 0;
}

/**
 * The one rule for "read again after a live event" (decisions 049, 066): whether `event` brings something
 * that a screen holding what it read at `heldVersion` does not show.
 *
 * An event's summary carries counters, not the name, description or prices: an edit ('edited') is always
 * read. Each stream opens with a snapshot that names no change; one of the version the screen holds brings
 * nothing, so opening a page does not read everything again, and a later one does, even when status and
 * people waiting agree (an edit, or a call and a join, between the read and the opening). Past that:
 * - a screen that applies the summary also reads again when a message jumps more versions than the changes
 *   it names (every change raises the version by one: some change was not heard, an edit perhaps), and
 *   never while it holds nothing yet (the read under way brings the queue as it is) or on a resumed stream;
 * - a screen that applies nothing reads again on every change, and whenever it holds nothing of the queue.
 */
export function readsAgain(event: QueueEvent, heldVersion: number | undefined, screen: LiveScreen): boolean {
  if (event.changes.includes('edited')) return true;
  if (screen === 'applies-nothing') {
    if (missedNothing(event)) return false;
    if (event.type !== 'snapshot') return true;
    return heldVersion === undefined || event.version > heldVersion;
  }
  if (heldVersion === undefined || event.type === 'resumed') return false;
  if (event.type === 'snapshot') return event.version > heldVersion;
  return event.version - heldVersion > event.changes.length;
}
