import type { QueueEvent } from '@vez/domain';

/**
 * Whether a client screen must read the queue again after an event (decision 049). An event's summary
 * carries counters, not the name, description or prices: an edit ('edited') does not reach the screen
 * otherwise. Nor does one missed while the stream was down: a stream reopened after changes starts with a
 * 'snapshot' that names none, so one newer than what the screen holds (`knownVersion`) may hide an edit.
 */
export function readsQueueAgain(event: QueueEvent, knownVersion: number | undefined): boolean {
  if (event.changes.includes('edited')) return true;
  return event.type === 'snapshot' && knownVersion !== undefined && event.version > knownVersion;
}
