import type { QueueEvent, QueueStatsRow } from '@vez/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { listStreamPlan } from '../../../lib/live/list-stream-plan';
import type { StreamState } from '../../../lib/live/queue-event-stream';
import { readsAgain } from '../../../lib/live/reads-again';
import { useLiveQueues } from '../../../lib/live/useLiveQueues';
import { useReadAgain } from '../../../lib/live/useReadAgain';
import { dashboardKeys } from './queries';

/** Figures are read again this long after the first change of a burst: a burst is one read (decision 066). */
export const REFRESH_DELAY_MS = 1_000;

/** The queues whose changes move the figures: every queue that is not closed. */
export function openQueues(rows: readonly QueueStatsRow[]): QueueStatsRow[] {
  return rows.filter((row) => row.status !== 'encerrada');
}

/**
 * Keeps the dashboard live: follows the open queues through one stream and reads every figure again
 * about a second after a change (one read a burst: useReadAgain). `poll` says some open queue is not
 * followed, so the figures must be read every 30 s. `refreshSoon` is for the page's own actions ('Chamar Próximo'):
 * the same delayed refresh, shown as 'Atualizando...' until the new figures are in.
 */
export function useDashboardLive(rows: readonly QueueStatsRow[]) {
  const [stream, setStream] = useState<StreamState>();
  const [refreshing, setRefreshing] = useState(false);
  const readAgain = useReadAgain(dashboardKeys.all, { delay: REFRESH_DELAY_MS });
  const current = useRef(rows);
  current.current = rows;

  const open = useMemo(() => openQueues(rows).map((row) => ({ id: row.queueId })), [rows]);
  const plan = listStreamPlan(open, stream);

  const onEvent = useCallback(
    (event: QueueEvent) => {
      // The figures' rows carry the version they were read at.
      const held = current.current.find((row) => row.queueId === event.queue.id)?.versao;
      if (readsAgain(event, held, 'applies-nothing')) void readAgain();
    },
    [readAgain],
  );
  const live = useLiveQueues(plan.followed, 'estabelecimento', onEvent);
  useEffect(() => setStream(live), [live]);
  // The page's own action joins the burst and says 'Atualizando...' until its read is done.
  const refreshSoon = useCallback(() => {
    setRefreshing(true);
    void readAgain().finally(() => setRefreshing(false));
  }, [readAgain]);

  return { poll: plan.poll, refreshSoon, refreshing };
}
