import type { StreamState } from '../../../lib/live/queue-event-stream';
import { readsAgain } from '../../../lib/live/reads-again';
import { useQueueEvents } from '../../../lib/live/useQueueEvents';
import { useReadAgain } from '../../../lib/live/useReadAgain';
import { queueKeys } from './queries';

/**
 * The owner's queue detail, kept fresh: every change the stream announces reads again everything about
 * the queue, the detail, the clients (the event carries only the summary), the wait figures and the
 * automatic-call status, at once. Returns the stream state; the page polls while it is not 'open'.
 */
export function useRefetchQueueOnChange(queueId: number): StreamState {
  const readAgain = useReadAgain(queueKeys.queue(queueId), { delay: 0 });
  return useQueueEvents(queueId, 'estabelecimento', (event) => {
    // Held version unknown on purpose: the clients and waits carry none, so every snapshot reads too.
    if (readsAgain(event, undefined, 'applies-nothing')) void readAgain();
  });
}
