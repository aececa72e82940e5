import { useQueryClient } from '@tanstack/react-query';
import type { QueueEvent } from '@vez/domain';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { readsAgain } from '../../../lib/live/reads-again';
import { useQueueEvents } from '../../../lib/live/useQueueEvents';
import { useReadAgain } from '../../../lib/live/useReadAgain';
import { queueKeys, useLineup, useQueue } from '../api/queue-api';
import type { QueueWithMine } from '../api/queue-types';
import { applyEvent } from './apply-queue-event';
import { NOTHING_SEEN, nextOutcome, type Outcome } from './queue-outcome';

/** The 5 s refresh, kept only for when the stream is not delivering (decision 011). */
const POLL_MS = 5_000;

/**
 * A queue as the client follows it: the detail and the masked line, kept current by the event stream
 * (own position and counters straight from each event; the line, and the detail after an edit, reloaded
 * once per burst, only while the page is visible), or by polling every 5 s whenever the stream is not open.
 * `onOutcome` hears when the client's ticket stops waiting while the page watches, however the page
 * learnt it (event, polling, or the reload after a reconnect).
 */
export function useLiveQueueView(
  queueId: number,
  onOutcome: (outcome: Exclude<Outcome, null>, name: string | null) => void,
) {
  const queryClient = useQueryClient();
  const refreshLineup = useReadAgain(queueKeys.lineup(queueId), { delay: 'spread', exact: true });
  const refreshDetail = useReadAgain(queueKeys.queue(queueId), { delay: 'spread', exact: true });

  // The newest version the stream told: a first read that lands older than it may lack an edit.
  const heard = useRef(0);

  const onEvent = (event: QueueEvent) => {
    heard.current = Math.max(heard.current, event.version);
    const cached = queryClient.getQueryData<QueueWithMine>(queueKeys.queue(queueId));
    if (cached) queryClient.setQueryData(queueKeys.queue(queueId), applyEvent(cached, event));
    if (readsAgain(event, cached?.versao, 'applies-summary')) void refreshDetail();
    // A ticket this page does not know about (joined in another tab), or a ticket the stream no longer
    // knows about (a fresh connection after the client was called): the detail is read again.
    const unknownTicket = event.me?.status === 'waiting' && !cached?.minhaPosicao;
    const lostTicket = event.me === null && Boolean(cached?.minhaPosicao);
    if (unknownTicket || lostTicket) {
      void queryClient.invalidateQueries({ queryKey: queueKeys.queue(queueId), exact: true });
    }
    const lineup = queryClient.getQueryData<{ versao: number }>(queueKeys.lineup(queueId));
    if (!lineup || lineup.versao < event.version) void refreshLineup();
  };

  const stream = useQueueEvents(queueId, 'cliente', onEvent);
  const poll = stream === 'open' ? false : POLL_MS;
  const queue = useQueue(queueId, poll);
  const lineup = useLineup(queueId, queue.data?.status === 'ativa' || queue.data?.status === 'pausada', poll);
  const outcome = useOutcome(queue.data, onOutcome);
  // Once per detail read, not per render: a read under way is not restarted by every event's render.
  const readVersion = queue.data?.versao;
  useEffect(() => {
    if (readVersion !== undefined && readVersion < heard.current) void refreshDetail();
  }, [readVersion, refreshDetail]);

  return { queue, lineup, stream, outcome };
}

/**
 * The banner's state: how the client's last ticket ended (nextOutcome, once per read of the detail).
 * `onOutcome` (toast, vibration) fires only for a change seen on this page.
 */
function useOutcome(
  data: QueueWithMine | undefined,
  onOutcome: (outcome: Exclude<Outcome, null>, name: string | null) => void,
): Outcome {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const notify = useRef(onOutcome);
  notify.current = onOutcome;
  const memory = useRef(NOTHING_SEEN);
  const toast = useToast();
  useEffect(() => {
    if (!data) return;
    const step = nextOutcome(memory.current, data);
    memory.current = step.memory;
    if (step.undoneAt !== undefined) {
      toast(
        `A chamada foi desfeita pelo estabelecimento. Você continua na fila, na posição ${step.undoneAt}.`,
        'info',
      );
    }
    if (step.outcome !== undefined) setOutcome(step.outcome);
    if (step.notify) notify.current(step.notify.outcome, step.notify.name);
  }, [data, toast]);
  return outcome;
}
