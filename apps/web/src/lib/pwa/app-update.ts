import { useSyncExternalStore } from 'react';
import { Workbox } from 'workbox-window';
import { SERVICE_WORKER_URL } from '../push/service-worker';

/**
 * 'A new version is waiting' as a tiny store: the registration (below) sets it, the app shell's banner
 * reads it. `apply` activates the waiting worker and reloads the page onto the new version.
 */
let pendingApply: (() => void) | null = null;
const listeners = new Set<() => void>();

export const appUpdate = {
  markWaiting(apply: () => void) {
    pendingApply = apply;
    for (const listener of listeners) listener();
  },
  clear() {
    pendingApply = null;
    for (const listener of listeners) listener();
  },
};

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The waiting update's `apply`, or null while the page runs the newest version. */
export function useAppUpdate(): (() => void) | null {
  return useSyncExternalStore(
    subscribe,
    () => pendingApply,
    () => null,
  );
}

/**
 * Registers the service worker after start-up in production builds (decision 028; it precaches the app
 * shell and serves the offline page), and watches for a new version waiting to take over.
 */
export function startServiceWorker() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  wb.addEventListener('waiting', () => {
    appUpdate.markWaiting(() => {
      // Reload once the new worker controls the page, so every file comes from the new version.
      wb.addEventListener('controlling', () => window.location.reload());
      wb.messageSkipWaiting();
    });
  });
  // The worker's first install downloads the whole app for offline use: only once the page has loaded
  // and gone quiet, so it never competes with the page's own code and data on a slow network.
  whenSettled(() => {
    void wb.register({ immediate: true }).catch(() => {
      // No worker (private mode, an old browser): the app works online as before.
    });
  });
}

function whenSettled(run: () => void) {
  const idle = () =>
    'requestIdleCallback' in window
      ? window.requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 2_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
