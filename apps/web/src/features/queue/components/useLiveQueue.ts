import { useQueryClient } from '@tanstack/react-query';
import type { MyTicketEvent, QueueEvent } from '@vez/domain';
import { useEffect, useRef, useState } from 'react';
import { useQueueEvents } from '../../../lib/live/useQueueEvents';
import { queueKeys, useLineup, useQueue } from '../api/queue-api';
import type { QueueWithMine } from '../api/queue-types';

/** SPEC §9: the 5 s refresh, kept only for when the stream cannot be used. */
const POLL_MS = 5_000;
/**
 * Every watcher of a queue hears a call at the same instant; spreading their list reloads over a
 * second keeps 10,000 phones from asking in the same millisecond (the event itself is already pushed).
 */
const LINEUP_SPREAD_MS = 1_000;

export type Outcome = 'called' | 'left' | 'closed' | null;

/**
 * A queue as the client follows it: the detail and the masked line, kept current by the event stream
 * (own position and counters straight from each event; the line reloaded once per burst, only while
 * the page is visible), or by polling every 5 s while the stream is down.
 */
export function useLiveQueue(
  queueId: number,
  onOutcome: (outcome: Exclude<Outcome, null>, name: string | null) => void,
) {
  const queryClient = useQueryClient();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const lineupTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const lineupStale = useRef(false);
  const lastMe = useRef<MyTicketEvent | undefined>(undefined);

  const refreshLineup = () => {
    if (lineupTimer.current) return;
    if (document.hidden) {
      lineupStale.current = true;
      return;
    }
    lineupTimer.current = setTimeout(() => {
      lineupTimer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: queueKeys.lineup(queueId), exact: true });
    }, Math.random() * LINEUP_SPREAD_MS);
  };

  const onEvent = (event: QueueEvent) => {
    const previous = lastMe.current;
    lastMe.current = event.me;
    const cached = queryClient.getQueryData<QueueWithMine>(queueKeys.queue(queueId));
    if (cached) queryClient.setQueryData(queueKeys.queue(queueId), applyEvent(cached, event));
    // A ticket this page did not know about (joined in another tab): read it in full.
    if (event.me?.status === 'waiting' && !cached?.minhaPosicao) {
      void queryClient.invalidateQueries({ queryKey: queueKeys.queue(queueId), exact: true });
    }
    if (event.me && event.me.status !== 'waiting' && previous?.status === 'waiting') {
      setOutcome(event.me.status);
      onOutcome(event.me.status, cached?.minhaPosicao?.nome ?? null);
    }
    if (event.me?.status === 'waiting') setOutcome(null);
    const lineup = queryClient.getQueryData<{ versao: number }>(queueKeys.lineup(queueId));
    if (!lineup || lineup.versao < event.version) refreshLineup();
  };

  const stream = useQueueEvents(queueId, 'cliente', onEvent);
  const poll = stream === 'unavailable' ? POLL_MS : false;
  const queue = useQueue(queueId, poll);
  const lineup = useLineup(queueId, queue.data?.status === 'ativa' || queue.data?.status === 'pausada', poll);

  // A hidden tab skips list reloads; it catches up once when it is looked at again.
  const catchUp = useRef(refreshLineup);
  catchUp.current = refreshLineup;
  useEffect(() => {
    const onVisible = () => {
      if (!document.hidden && lineupStale.current) {
        lineupStale.current = false;
        catchUp.current();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(lineupTimer.current);
    };
  }, []);

  return { queue, lineup, stream, outcome, clearOutcome: () => setOutcome(null) };
}

/** The detail with an event's counters and the client's own place written in. */
function applyEvent(cached: QueueWithMine, event: QueueEvent): QueueWithMine {
  const me = event.me;
  let minhaPosicao = cached.minhaPosicao;
  if (me?.status === 'waiting' && minhaPosicao) {
    minhaPosicao = {
      ...minhaPosicao,
      position: me.position,
      subPosition: me.letter,
      estimatedWaitMinutes: me.estimatedWaitMinutes,
      groupSize: me.groupSize,
    };
  } else if (me && me.status !== 'waiting') {
    minhaPosicao = null;
  }
  return {
    ...cached,
    status: event.queue.status,
    clientes_na_fila: event.queue.totalPessoas,
    posicoes_ocupadas: event.queue.posicoesOcupadas,
    tempo_medio_espera: event.queue.minutosPorPosicao,
    minhaPosicao,
  };
}
