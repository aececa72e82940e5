import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../lib/api/errors';

/** Retries only what may heal by itself (network, timeout, 5xx); a 4xx answer will not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.kind === 'server' && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
