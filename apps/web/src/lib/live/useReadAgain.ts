import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';

/**
 * Every watcher of a queue hears an event at the same instant; spreading their reads over a second
 * keeps 10,000 phones from asking in the same millisecond (the event itself is already pushed).
 */
export const SPREAD_MS = 1_000;

export interface ReadAgainOptions {
  /**
   * When the read goes, counted from the first change of a burst: 'spread' (a random moment within
   * SPREAD_MS, for the screens thousands of clients watch), or a delay in ms (0: at once).
   */
  delay: 'spread' | number;
  /** Only the query of this key, not those under it (the queue view's detail without its line). */
  exact?: boolean;
}

interface Burst {
  done: Promise<void>;
  finish: () => void;
  timer?: ReturnType<typeof setTimeout>;
}

/**
 * The one way a screen reads a query again after live events (decision 066; when to, `readsAgain` says):
 * once per burst, after `delay`, and only while the page is visible (a hidden tab reads once when it is
 * looked at again). The function returned is the same on every render, so effects may depend on it, and
 * its promise settles when the burst's read is done (the dashboard shows 'Atualizando...' until then).
 */
export function useReadAgain(
  queryKey: QueryKey,
  { delay, exact = false }: ReadAgainOptions,
): () => Promise<void> {
  const queryClient = useQueryClient();
  const target = useRef({ queryKey, exact, delay });
  target.current = { queryKey, exact, delay };
  const burst = useRef<Burst | null>(null);

  const read = useCallback(
    (current: Burst) => {
      burst.current = null;
      const { queryKey: key, exact: only } = target.current;
      void queryClient.invalidateQueries({ queryKey: key, exact: only }).finally(current.finish);
    },
    [queryClient],
  );

  const arm = useCallback(
    (current: Burst) => {
      const wait = target.current.delay;
      const ms = wait === 'spread' ? Math.random() * SPREAD_MS : wait;
      if (ms === 0) read(current);
      else current.timer = setTimeout(() => read(current), ms);
    },
    [read],
  );

  const readAgain = useCallback(() => {
    if (burst.current) return burst.current.done;
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const current: Burst = { done, finish };
    burst.current = current;
    // Hidden: the burst waits, unarmed, for the page to be looked at again.
    if (!document.hidden) arm(current);
    return done;
  }, [arm]);

  useEffect(() => {
    const onVisible = () => {
      const waiting = burst.current;
      if (!document.hidden && waiting && waiting.timer === undefined) arm(waiting);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      const left = burst.current;
      burst.current = null;
      if (left) {
        clearTimeout(left.timer);
        left.finish();
      }
    };
  }, [arm]);

  return readAgain;
}
