import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React takes over a prerendered page (decision 029) and during the build's render, true
 * afterwards: for what only the browser knows at load (navigation state, say), which the page's HTML
 * cannot hold and must not differ from while hydrating.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
