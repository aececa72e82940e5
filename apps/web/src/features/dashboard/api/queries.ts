import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { staleUnlessStartedEarly, startReadingEarly } from '../../../lib/query/warm-start';
import { type DayRange, periodFromSearch } from '../period';
import { fetchAdvanced, fetchHourly, fetchPaidAdvances, fetchQueueStats, fetchStats } from './dashboard-api';

/** Everything on the dashboard reads under one key, so one invalidation refreshes every figure. */
export const dashboardKeys = {
  all: ['dashboard'] as const,
  stats: (range: DayRange) => ['dashboard', range.de, range.ate, 'stats'] as const,
  hourly: (id: number, range: DayRange) => ['dashboard', range.de, range.ate, 'hourly', id] as const,
  queues: (range: DayRange) => ['dashboard', range.de, range.ate, 'queues'] as const,
  advanced: (range: DayRange) => ['dashboard', range.de, range.ate, 'advanced'] as const,
  paidAdvances: (range: DayRange) => ['dashboard', range.de, range.ate, 'paid-advances'] as const,
};

/** Queues the page does not follow live (beyond three, or a stream that dropped) are read this often. */
export const DASHBOARD_POLL_MS = 30_000;

export interface DashboardQueryOptions {
  /** Read again every 30 s: some open queue is not followed live. */
  poll: boolean;
  enabled?: boolean;
}

function common({ poll, enabled = true }: DashboardQueryOptions) {
  return {
    enabled,
    // Another period keeps the figures on screen (marked 'Atualizando...') until the new ones arrive.
    placeholderData: keepPreviousData,
    refetchInterval: poll ? DASHBOARD_POLL_MS : (false as const),
    staleTime: staleUnlessStartedEarly,
  };
}

const statsQuery = (range: DayRange) =>
  queryOptions({ queryKey: dashboardKeys.stats(range), queryFn: ({ signal }) => fetchStats(range, signal) });

const hourlyQuery = (establishmentId: number, range: DayRange) =>
  queryOptions({
    queryKey: dashboardKeys.hourly(establishmentId, range),
    queryFn: ({ signal }) => fetchHourly(establishmentId, range, signal),
  });

const queueStatsQuery = (range: DayRange) =>
  queryOptions({
    queryKey: dashboardKeys.queues(range),
    queryFn: ({ signal }) => fetchQueueStats(range, signal),
  });

export function useStats(range: DayRange, options: DashboardQueryOptions) {
  return useQuery({ ...statsQuery(range), ...common(options) });
}

export function useHourly(establishmentId: number, range: DayRange, options: DashboardQueryOptions) {
  return useQuery({ ...hourlyQuery(establishmentId, range), ...common(options) });
}

export function useQueueStats(range: DayRange, options: DashboardQueryOptions) {
  return useQuery({ ...queueStatsQuery(range), ...common(options) });
}

/** Profissional only: enable once the stats say the plan allows it (the server refuses otherwise). */
export function useAdvanced(range: DayRange, options: DashboardQueryOptions) {
  return useQuery({
    queryKey: dashboardKeys.advanced(range),
    queryFn: ({ signal }) => fetchAdvanced(range, signal),
    ...common(options),
  });
}

export function usePaidAdvances(range: DayRange, options: DashboardQueryOptions) {
  return useQuery({
    queryKey: dashboardKeys.paidAdvances(range),
    queryFn: ({ signal }) => fetchPaidAdvances(range, signal),
    ...common(options),
  });
}

/**
 * The figures the dashboard shows first, read as the app starts instead of once its screen has arrived
 * and drawn (issue 18). Same keys and reads as the hooks above, so the screen finds them in the cache.
 */
export function prefetchDashboard(client: QueryClient, search: string, establishmentId: number): void {
  const { range } = periodFromSearch(new URLSearchParams(search), Date.now());
  if (!range) return;
  startReadingEarly(client, statsQuery(range));
  startReadingEarly(client, queueStatsQuery(range));
  startReadingEarly(client, hourlyQuery(establishmentId, range));
}
