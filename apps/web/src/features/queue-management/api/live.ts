import { useQueryClient } from '@tanstack/react-query';
import type { QueueEvent } from '@vez/domain';
import { MAX_QUEUES_PER_STREAM, type StreamState } from '../../../lib/live/queue-event-stream';
import { useQueueEvents } from '../../../lib/live/useQueueEvents';
import { queueKeys } from './queries';
import type { ManagedQueue } from './queue-management-api';

/** A list page follows this many queues live through its one stream, and polls when it lists more. */
export const MAX_LIST_STREAMS = MAX_QUEUES_PER_STREAM;

/** A reconnect that missed nothing (`resumed` without changes) needs no refetch. */
export function missedNothing(event: QueueEvent): boolean {
  return event.type === 'resumed' && event.changes.length === 0;
}

/**
 * Keeps everything about one queue fresh: every change the stream announces refetches the detail,
 * the clients (the event carries only the summary), the wait figures and the automatic-call status.
 * Returns the stream state; the page polls while it is not 'open'.
 */
export function useLiveQueue(queueId: number): StreamState {
  const queryClient = useQueryClient();
  return useQueueEvents(queueId, 'estabelecimento', (event) => {
    if (missedNothing(event)) return;
    void queryClient.invalidateQueries({ queryKey: queueKeys.queue(queueId) });
  });
}

/**
 * Whether an event of one queue brings something a page's rows, read at `readVersion`, do not show.
 * Each stream opens with a snapshot; one of the version the rows were read at brings nothing new, so
 * opening a page does not read everything again once per queue. A later one does, even when status and
 * people waiting agree (an edit of the name, or a call and a join, between the read and the opening).
 * A queue the page has not read (`readVersion` undefined) always does.
 */
export function changesWhatWasRead(event: QueueEvent, readVersion: number | undefined): boolean {
  if (missedNothing(event)) return false;
  if (event.type !== 'snapshot') return true;
  return readVersion === undefined || event.version > readVersion;
}

/** Whether the queue list must be read again after an event of one of its queues. */
export function listNeedsRefetch(
  event: QueueEvent,
  rows: readonly Pick<ManagedQueue, 'id' | 'versao'>[],
): boolean {
  return changesWhatWasRead(event, rows.find((row) => row.id === event.queue.id)?.versao);
}

/**
 * The queues a list follows through its one stream (useLiveQueues), and whether the list must poll
 * instead: some queue is not followed, or the stream (`state`, undefined before it reports) is not open.
 */
export function listStreamPlan(
  rows: readonly Pick<ManagedQueue, 'id'>[],
  state: StreamState | undefined,
): { followed: number[]; poll: boolean } {
  const followed = rows.slice(0, MAX_LIST_STREAMS).map((row) => row.id);
  // A stream that is (re)connecting tells nothing either: poll until it is open.
  const poll =
    rows.length > MAX_LIST_STREAMS || (followed.length > 0 && state !== undefined && state !== 'open');
  return { followed, poll };
}
