import type { FetchQueryOptions, QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * How long an early read keeps standing for the screen once it has arrived. The screen mounts while it
 * is in flight or just after; a later visit reads afresh, as every visit did before.
 */
const LAPSE_MS = 1_000;

/** Reads the app started before its screen was drawn (by query hash), until they lapse. */
const warm = new Set<string>();

/**
 * Starts a screen's read as the app loads (route-prefetch.ts, issue 18). The screen's first mount then
 * takes it (in flight or just arrived) instead of asking the server a second time.
 */
export function startReadingEarly<T, K extends QueryKey>(
  client: QueryClient,
  options: FetchQueryOptions<T, Error, T, K>,
): void {
  const read = client.prefetchQuery(options);
  const query = client.getQueryCache().find({ queryKey: options.queryKey, exact: true });
  if (!query) return;
  const hash = query.queryHash;
  warm.add(hash);
  void read.finally(() => setTimeout(() => warm.delete(hash), LAPSE_MS));
}

/**
 * `staleTime` of a query the app may have started early: fresh while that read stands (so neither the
 * screen's mount nor a query enabled a moment later reads again), stale at once otherwise, as before.
 * Invalidations and polling read again either way.
 */
export function staleUnlessStartedEarly(query: { queryHash: string }): number {
  return warm.has(query.queryHash) ? Number.POSITIVE_INFINITY : 0;
}
