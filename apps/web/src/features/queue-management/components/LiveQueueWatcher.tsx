import type { QueueEvent } from '@vez/domain';
import { useEffect } from 'react';
import type { StreamState } from '../../../lib/live/queue-event-stream';
import { useQueueEvents } from '../../../lib/live/useQueueEvents';

interface LiveQueueWatcherProps {
  queueId: number;
  onEvent: (event: QueueEvent) => void;
  onState: (queueId: number, state: StreamState) => void;
}

/** Follows one queue's stream for a page that lists several (a hook cannot run in a loop). */
export function LiveQueueWatcher({ queueId, onEvent, onState }: LiveQueueWatcherProps) {
  const state = useQueueEvents(queueId, 'estabelecimento', onEvent);
  useEffect(() => onState(queueId, state), [queueId, state, onState]);
  return null;
}
