import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Every watcher of a queue hears an event at the same instant; spreading their reloads over a second
 * keeps 10,000 phones from asking in the same millisecond (the event itself is already pushed).
 */
const SPREAD_MS = 1_000;

/**
 * A reload of one query after a live event: at a random moment within a second, once per burst, and
 * only while the page is visible (a hidden tab catches up once when it is looked at again). The function
 * returned is the same on every render, so effects may depend on it.
 */
export function useSpreadRefresh(queryKey: QueryKey): () => void {
  const queryClient = useQueryClient();
  const key = useRef(queryKey);
  key.current = queryKey;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const stale = useRef(false);

  const refresh = useCallback(() => {
    if (timer.current) return;
    if (document.hidden) {
      stale.current = true;
      return;
    }
    timer.current = setTimeout(() => {
      timer.current = undefined;
      void queryClient.invalidateQueries({ queryKey: key.current, exact: true });
    }, Math.random() * SPREAD_MS);
  }, [queryClient]);

  useEffect(() => {
    const onVisible = () => {
      if (!document.hidden && stale.current) {
        stale.current = false;
        refresh();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearTimeout(timer.current);
    };
  }, [refresh]);

  return refresh;
}
