import { useQuery } from '@tanstack/react-query';
import {
  fetchAutoCallStatus,
  fetchOwnQueues,
  fetchQueue,
  fetchQueueClients,
  fetchRecentCalls,
  fetchWaitTime,
} from './queue-management-api';

/** The 5-second refresh, kept only for when the live stream is unavailable (decision 013). */
export const POLL_MS = 5_000;

export const queueKeys = {
  own: (establishmentId: number) => ['queue-management', 'own', establishmentId] as const,
  /** Everything about one queue (detail, clients, wait time, automatic calls): refreshed together. */
  queue: (queueId: number) => ['queue-management', 'queue', queueId] as const,
  detail: (queueId: number) => ['queue-management', 'queue', queueId, 'detail'] as const,
  clients: (queueId: number) => ['queue-management', 'queue', queueId, 'clients'] as const,
  waitTime: (queueId: number) => ['queue-management', 'queue', queueId, 'wait-time'] as const,
  autoCall: (queueId: number) => ['queue-management', 'queue', queueId, 'auto-call'] as const,
  recentCalls: (queueId: number) => ['queue-management', 'queue', queueId, 'recent-calls'] as const,
};

/** `poll` = refetch every 5 s because no live stream is telling us about changes. */
interface LiveOptions {
  poll?: boolean;
  enabled?: boolean;
}

function liveOptions({ poll = false, enabled = true }: LiveOptions) {
  // staleTime 0: whatever the stream invalidates is read again, never served from a 30 s cache.
  return { refetchInterval: poll ? POLL_MS : (false as const), staleTime: 0, enabled };
}

/**
 * No stream announces a queue created elsewhere (another device, a colleague): while the list is live
 * it is still read again every 30 s, so such a queue shows up without a reload.
 */
const NEW_QUEUES_REFRESH_MS = 30_000;

export function useOwnQueues(establishmentId: number, options: LiveOptions = {}) {
  const live = liveOptions(options);
  return useQuery({
    queryKey: queueKeys.own(establishmentId),
    queryFn: () => fetchOwnQueues(establishmentId),
    ...live,
    refetchInterval: live.refetchInterval || NEW_QUEUES_REFRESH_MS,
  });
}

export function useManagedQueue(queueId: number, options: LiveOptions = {}) {
  return useQuery({
    queryKey: queueKeys.detail(queueId),
    queryFn: () => fetchQueue(queueId),
    ...liveOptions(options),
  });
}

export function useQueueClients(queueId: number, options: LiveOptions = {}) {
  return useQuery({
    queryKey: queueKeys.clients(queueId),
    queryFn: () => fetchQueueClients(queueId),
    ...liveOptions(options),
  });
}

export function useWaitTime(queueId: number, options: LiveOptions = {}) {
  return useQuery({
    queryKey: queueKeys.waitTime(queueId),
    queryFn: () => fetchWaitTime(queueId),
    ...liveOptions(options),
  });
}

export function useAutoCallStatus(queueId: number, options: LiveOptions = {}) {
  return useQuery({
    queryKey: queueKeys.autoCall(queueId),
    queryFn: () => fetchAutoCallStatus(queueId),
    ...liveOptions(options),
  });
}

/** A call may be marked 'Não compareceu' for 15 minutes: read again each minute so expired buttons go. */
const RECENT_CALLS_REFRESH_MS = 60_000;

export function useRecentCalls(queueId: number, options: LiveOptions = {}) {
  const live = liveOptions(options);
  return useQuery({
    queryKey: queueKeys.recentCalls(queueId),
    queryFn: () => fetchRecentCalls(queueId),
    ...live,
    refetchInterval: live.refetchInterval || RECENT_CALLS_REFRESH_MS,
  });
}
