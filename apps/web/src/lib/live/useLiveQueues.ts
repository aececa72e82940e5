import type { QueueEvent, UserType } from '@vez/domain';
import { useEffect, useRef, useState } from 'react';
import {
  followLiveEvents,
  liveQueuesPath,
  MAX_QUEUES_PER_STREAM,
  type StreamState,
} from './queue-event-stream';

/** The queues one page stream follows: the first MAX_QUEUES_PER_STREAM, as a stable key. */
export function followedQueues(queueIds: readonly number[]): number[] {
  return [...new Set(queueIds)].slice(0, MAX_QUEUES_PER_STREAM).sort((a, b) => a - b);
}

/**
 * Follows several queues through ONE stream while the component is mounted (a page with a stream per
 * queue runs into the browser's six connections per host). Each event names its queue
 * (`event.queue.id`); `onEvent` always sees the latest render's closure. Queues past
 * MAX_QUEUES_PER_STREAM are not followed: the page polls for them. The returned state covers the
 * whole stream; the page polls while it is `unavailable`. The list order does not matter: reordering
 * the same queues keeps the stream.
 */
export function useLiveQueues(
  queueIds: readonly number[],
  role: UserType | null,
  onEvent: (event: QueueEvent) => void,
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const key = followedQueues(queueIds).join(',');

  useEffect(() => {
    if (!key) return;
    return followLiveEvents({
      path: liveQueuesPath(key.split(',').map(Number)),
      role,
      onEvent: (event) => handler.current(event),
      onState: setState,
    });
  }, [key, role]);

  return state;
}
