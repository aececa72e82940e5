import type { QueueEvent, UserType } from '@vez/domain';
import { useEffect, useRef, useState } from 'react';
import { followQueueEvents, type StreamState } from './queue-event-stream';

/**
 * Follows a queue's live events while the component is mounted. `onEvent` always sees the latest
 * render's closure; the returned state tells the page whether it must poll instead (polling is the
 * fallback: docs/architecture.md, 'Web client rules').
 */
export function useQueueEvents(
  queueId: number | null,
  role: UserType | null,
  onEvent: (event: QueueEvent) => void,
): StreamState {
  const [state, setState] = useState<StreamState>('connecting');
  const handler = useRef(onEvent);
  handler.current = onEvent;

  useEffect(() => {
    if (queueId === null) return;
    return followQueueEvents({
      queueId,
      role,
      onEvent: (event) => handler.current(event),
      onState: setState,
    });
  }, [queueId, role]);

  return state;
}
