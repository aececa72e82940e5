import type { QueueEvent } from '@vez/domain';

/**
 * Whether a client screen must read the queue again after an event (decision 049). An event's summary
 * carries counters, not the name, description or prices: an edit ('edited') does not reach the screen
 * otherwise. Nor does one the screen never heard of: a stream reopened after changes starts with a
 * 'snapshot' that names none, and a message that jumps more versions than it names changes (every change
 * raises the version by one) hides some, an edit perhaps. `knownVersion`: the version the screen holds.
 */
export function readsQueueAgain(event: QueueEvent, knownVersion: number | undefined): boolean {
  if (event.changes.includes('edited')) return true;
  if (knownVersion === undefined || event.type === 'resumed') return false;
  if (event.type === 'snapshot') return event.version > knownVersion;
  return event.version - knownVersion > event.changes.length;
}
