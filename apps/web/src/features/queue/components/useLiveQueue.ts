import { useQueryClient } from '@tanstack/react-query';
import type { QueueEvent } from '@vez/domain';
import { useEffect, useRef, useState } from 'react';
import { useToast } from '../../../components/toast/ToastProvider';
import { readsAgain } from '../../../lib/live/reads-again';
import { useQueueEvents } from '../../../lib/live/useQueueEvents';
import { useReadAgain } from '../../../lib/live/useReadAgain';
import { queueKeys, useLineup, useQueue } from '../api/queue-api';
import type { QueueWithMine, RecentOutcome } from '../api/queue-types';
import { applyEvent } from './apply-queue-event';

/** SPEC §9: the 5 s refresh, kept only for when the stream is not delivering. */
const POLL_MS = 5_000;

export type Outcome = RecentOutcome['status'] | null;

/**
 * A queue as the client follows it: the detail and the masked line, kept current by the event stream
 * (own position and counters straight from each event; the line, and the detail after an edit, reloaded
 * once per burst, only while the page is visible), or by polling every 5 s whenever the stream is not open.
 * `onOutcome` hears when the client's ticket stops waiting while the page watches, however the page
 * learnt it (event, polling, or the reload after a reconnect).
 */
export function useLiveQueue(
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
 * The banner's state: how the client's last ticket ended. Shown on arrival too (a client who opens the
 * page after being called still reads "É a sua vez!"), but `onOutcome` (toast, vibration) fires only
 * for a change seen on this page.
 */
function useOutcome(
  data: QueueWithMine | undefined,
  onOutcome: (outcome: Exclude<Outcome, null>, name: string | null) => void,
): Outcome {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const notify = useRef(onOutcome);
  notify.current = onOutcome;
  const watching = useRef<{ ticketId: number; name: string } | null | undefined>(undefined);
  // The last recall seen here: a new one ('Chamar novamente') alerts the client again.
  const recalled = useRef<string | null | undefined>(undefined);
  // A ticket told 'left' here: if that ticket turns out to have been called, the call wins.
  const leftTicket = useRef<{ ticketId: number; name: string } | null>(null);
  // The no-show already shown, so each re-read of the detail does not announce it again.
  const noShowSeen = useRef<number | null>(null);
  // The call shown here, so its 'Desfazer' by the establishment (decision 051) is told when undone.
  const calledSeen = useRef<number | null>(null);
  const toast = useToast();
  useEffect(() => {
    if (!data) return;
    const before = watching.current;
    const mine = data.minhaPosicao;
    watching.current = mine ? { ticketId: mine.id, name: mine.nome } : null;
    if (mine) {
      if (calledSeen.current === mine.id) {
        toast(
          `A chamada foi desfeita pelo estabelecimento. Você continua na fila, na posição ${mine.position}.`,
          'info',
        );
      }
      calledSeen.current = null;
      setOutcome(null);
      return;
    }
    const ended = data.meuUltimoTicket;
    const recall = ended?.status === 'called' ? (ended.chamadoNovamenteEm ?? null) : null;
    const newRecall = recalled.current !== undefined && recall !== null && recall !== recalled.current;
    recalled.current = recall;
    const seenBefore = noShowSeen.current;
    noShowSeen.current = ended?.status === 'no_show' ? ended.ticketId : null;
    calledSeen.current = ended?.status === 'called' ? ended.ticketId : null;
    if (before === undefined) {
      setOutcome(ended?.status ?? null);
    } else if (ended?.status === 'called' && ended.ticketId === seenBefore) {
      // The 'Não compareceu' shown here was undone (decision 051): the call stands again, quietly, even
      // when it carries an earlier 'Chamar novamente' this page had not seen.
      setOutcome('called');
    } else if (before) {
      const status = ended?.ticketId === before.ticketId ? ended.status : 'left';
      leftTicket.current = status === 'left' ? before : null;
      setOutcome(status);
      notify.current(status, before.name);
    } else if (newRecall) {
      setOutcome('called');
      notify.current('called', null);
    } else if (ended?.status === 'no_show' && ended.ticketId !== seenBefore) {
      // The call shown here was marked 'Não compareceu': 'É a sua vez!' gives way to why (decision 044).
      setOutcome('no_show');
      notify.current('no_show', null);
    } else if (ended?.status === 'called' && ended.ticketId === leftTicket.current?.ticketId) {
      // A picture read just before the call was known said 'left'; the call that follows corrects it.
      const { name } = leftTicket.current;
      leftTicket.current = null;
      setOutcome('called');
      notify.current('called', name);
    }
  }, [data, toast]);
  return outcome;
}
