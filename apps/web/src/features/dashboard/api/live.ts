import { useQueryClient } from '@tanstack/react-query';
import type { QueueEvent, QueueStatsRow } from '@vez/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { StreamState } from '../../../lib/live/queue-event-stream';
import { useLiveQueues } from '../../../lib/live/useLiveQueues';
import { changesWhatWasRead, listStreamPlan } from '../../queue-management';
import { dashboardKeys } from './queries';

/** Figures are read again this long after a change: a burst of joins or a call is one refetch (SPEC §9). */
export const REFRESH_DELAY_MS = 1_000;

/** The queues whose changes move the figures: every queue that is not closed. */
export function openQueues(rows: readonly QueueStatsRow[]): QueueStatsRow[] {
  return rows.filter((row) => row.status !== 'encerrada');
}

/** Whether an event of one queue changes the figures (their rows carry the version they were read at). */
export function dashboardNeedsRefresh(
  event: QueueEvent,
  rows: readonly Pick<QueueStatsRow, 'queueId' | 'versao'>[],
): boolean {
  return changesWhatWasRead(event, rows.find((row) => row.queueId === event.queue.id)?.versao);
}

/**
 * Keeps the dashboard live: follows the open queues through one stream and reads
 * every figure again about a second after a change. `poll` says some open queue is not followed, so the
 * figures must be read every 30 s. `refreshSoon` is for the page's own actions ('Chamar Próximo'):
 * the same delayed refresh, shown as 'Atualizando...' until the new figures are in.
 */
export function useDashboardLive(rows: readonly QueueStatsRow[]) {
  const queryClient = useQueryClient();
  const [stream, setStream] = useState<StreamState>();
  const [refreshing, setRefreshing] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const announced = useRef(false);
  const current = useRef(rows);
  current.current = rows;

  const open = useMemo(() => openQueues(rows).map((row) => ({ id: row.queueId })), [rows]);
  const plan = listStreamPlan(open, stream);

  const schedule = useCallback(
    (announce: boolean) => {
      clearTimeout(timer.current);
      if (announce) {
        announced.current = true;
        setRefreshing(true);
      }
      timer.current = setTimeout(() => {
        void queryClient.invalidateQueries({ queryKey: dashboardKeys.all }).finally(() => {
          if (announced.current) {
            announced.current = false;
            setRefreshing(false);
          }
        });
      }, REFRESH_DELAY_MS);
    },
    [queryClient],
  );
  useEffect(() => () => clearTimeout(timer.current), []);

  const onEvent = useCallback(
    (event: QueueEvent) => {
      if (dashboardNeedsRefresh(event, current.current)) schedule(false);
    },
    [schedule],
  );
  const live = useLiveQueues(plan.followed, 'estabelecimento', onEvent);
  useEffect(() => setStream(live), [live]);
  const refreshSoon = useCallback(() => schedule(true), [schedule]);

  return { poll: plan.poll, refreshSoon, refreshing };
}
