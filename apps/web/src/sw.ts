/// <reference lib="webworker" />
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NOT_APP_NAVIGATIONS, navigateOrOffline } from './sw/offline-navigation';
import { notificationOf, openAppAt, readPushNotice } from './sw/push-notice';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<string | { url: string }> };

// Pages first, and before the precache's own route (the first match wins), so '/' is not answered
// from the cache: a page is the network's, and the cached shell only stands in for it when offline.
registerRoute(
  new NavigationRoute(
    ({ request, url, event }) =>
      navigateOrOffline(url, {
        network: async () => {
          const preloaded = await (event as FetchEvent | undefined)?.preloadResponse;
          return preloaded ?? fetch(request);
        },
        shell: () => matchPrecache('/index.html'),
      }),
    { denylist: NOT_APP_NAVIGATIONS },
  ),
);
// The app shell: index.html, the scripts and styles (every route's chunk) and the icons, so the app
// and its offline page open without the network. Nothing under /api is in it.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// A new version waits until the client chooses 'Atualizar' (the update banner, lib/pwa): taking over at
// once would mix the old page with the new worker's cache. The very first install has nothing to wait for.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
self.addEventListener('activate', (event) => {
  // Navigation preload lets the page's request start while the worker boots.
  event.waitUntil(
    Promise.all([self.registration.navigationPreload?.enable(), self.clients.claim()]).then(() => undefined),
  );
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(readPushNotice(event.data?.text()));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = (event.notification.data as { url?: unknown } | null)?.url;
  event.waitUntil(openAppAt(self.clients, self.location.origin, typeof url === 'string' ? url : ''));
});
