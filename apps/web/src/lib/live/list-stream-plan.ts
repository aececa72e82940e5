import { MAX_QUEUES_PER_STREAM, type StreamState } from './queue-event-stream';

/** A list page follows this many queues live through its one stream, and polls when it lists more. */
export const MAX_LIST_STREAMS = MAX_QUEUES_PER_STREAM;

/**
 * The queues a list follows through its one stream (useLiveQueues), and whether the list must poll
 * instead: some queue is not followed, or the stream (`state`, undefined before it reports) is not open.
 * The owner's queue list and the dashboard both plan so.
 */
export function listStreamPlan(
  rows: readonly { id: number }[],
  state: StreamState | undefined,
): { followed: number[]; poll: boolean } {
  const followed = rows.slice(0, MAX_LIST_STREAMS).map((row) => row.id);
  // A stream that is (re)connecting tells nothing either: poll until it is open.
  const poll =
    rows.length > MAX_LIST_STREAMS || (followed.length > 0 && state !== undefined && state !== 'open');
  return { followed, poll };
}
