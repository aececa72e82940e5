import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import type { JoinQueueInput } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';
import { staleUnlessStartedEarly, startReadingEarly } from '../../../lib/query/warm-start';
import { lineupPath, queuePath } from './queue-paths';
import type { GroupedLineup, QueueEntry, QueueWithMine } from './queue-types';

export const queueKeys = {
  queue: (id: number) => ['queue', id] as const,
  lineup: (id: number) => ['queue', id, 'lineup'] as const,
  myQueues: ['my-queues'] as const,
};

const queueQuery = (id: number) =>
  queryOptions({
    queryKey: queueKeys.queue(id),
    queryFn: async ({ signal, client, queryKey }) => {
      const read = await apiRequest<{ data: QueueWithMine }>(queuePath(id), {
        role: 'cliente',
        signal,
      });
      // A read that left before events the page has since applied would put their counters back.
      const held = client.getQueryData<QueueWithMine>(queryKey);
      return held && held.versao > read.data.versao ? held : read.data;
    },
    staleTime: staleUnlessStartedEarly,
  });

const lineupQuery = (id: number) =>
  queryOptions({
    queryKey: queueKeys.lineup(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: GroupedLineup }>(lineupPath(id), { role: 'cliente', signal }).then((r) => r.data),
    staleTime: staleUnlessStartedEarly,
  });

/** `refetchInterval` is set only while the live stream is down (polling is the fallback, decision 011). */
export function useQueue(id: number, refetchInterval: number | false) {
  return useQuery({ ...queueQuery(id), refetchInterval });
}

export function useLineup(id: number, enabled: boolean, refetchInterval: number | false) {
  return useQuery({ ...lineupQuery(id), enabled, refetchInterval });
}

/**
 * The queue view's reads, started with the app rather than once its screen's code has arrived and
 * drawn (issue 18): on a phone that is several round trips earlier. The line is read for any queue;
 * the screen shows it only for an open or paused one.
 */
export function prefetchQueueView(client: QueryClient, id: number): void {
  startReadingEarly(client, queueQuery(id));
  startReadingEarly(client, lineupQuery(id));
}

export function joinQueue(id: number, payload: JoinQueueInput) {
  return apiRequest<{ message: string; data: QueueEntry }>(`/api/queues/${id}/join`, {
    method: 'POST',
    role: 'cliente',
    body: payload,
  });
}

export function leaveQueue(id: number) {
  return apiRequest<{ message: string }>(`/api/queues/${id}/leave`, { method: 'DELETE', role: 'cliente' });
}
