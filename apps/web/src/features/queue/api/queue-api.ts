import { useQuery } from '@tanstack/react-query';
import type { JoinQueueInput } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';
import type { GroupedLineup, QueueEntry, QueueWithMine } from './queue-types';

export const queueKeys = {
  queue: (id: number) => ['queue', id] as const,
  lineup: (id: number) => ['queue', id, 'lineup'] as const,
  myQueues: ['my-queues'] as const,
};

/** `refetchInterval` is set only while the live stream is down (DESIGN §4.5: polling is the fallback). */
export function useQueue(id: number, refetchInterval: number | false) {
  return useQuery({
    queryKey: queueKeys.queue(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: QueueWithMine }>(`/api/queues/${id}`, { role: 'cliente', signal }).then(
        (r) => r.data,
      ),
    refetchInterval,
    staleTime: 0,
  });
}

export function useLineup(id: number, enabled: boolean, refetchInterval: number | false) {
  return useQuery({
    queryKey: queueKeys.lineup(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: GroupedLineup }>(`/api/queues/${id}/grouped`, { role: 'cliente', signal }).then(
        (r) => r.data,
      ),
    enabled,
    refetchInterval,
    staleTime: 0,
  });
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
