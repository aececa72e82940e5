/**
 * The app's one service worker (src/sw.ts, scope '/'). In development vite-plugin-pwa serves it as a
 * module at /dev-sw.js?dev-sw; the build writes a classic /sw.js.
 */
export const SERVICE_WORKER_URL = import.meta.env.DEV ? '/dev-sw.js?dev-sw' : '/sw.js';

/**
 * Registers it (again: the browser keeps one registration per scope and checks for a new version) and
 * waits until it is active, which PushManager.subscribe needs.
 */
export async function registerServiceWorker(): Promise<ServiceWorkerRegistration> {
  await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
    scope: '/',
    type: import.meta.env.DEV ? 'module' : 'classic',
  });
  return navigator.serviceWorker.ready;
}

/** The registration if this browser already has one for the app, without registering anything. */
export async function existingRegistration(): Promise<ServiceWorkerRegistration | null> {
  if (!('serviceWorker' in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration('/')) ?? null;
}
