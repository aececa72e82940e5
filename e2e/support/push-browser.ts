import type { BrowserContext, CDPSession, Page } from 'playwright-core';

/** A subscription the test owns on its push-service stand-in (what PushManager would have made). */
export interface StandInSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export const SUBSCRIBED_KEY = 'vez.e2e.push-key';

/**
 * Headless Chromium cannot subscribe to a real push service offline, so PushManager hands the page the
 * test's subscription on the stand-in instead (a page hook, like issue 17's speech hook). Everything
 * around it is real: the permission, the app's UI and POST, the server's encryption and VAPID, and the
 * service worker that shows the notification. The VAPID key the app passed is kept (base64url) for the
 * test to compare with the server's.
 */
export async function usePushStandIn(context: BrowserContext, subscription: StandInSubscription) {
  await context.addInitScript(
    ({ sub, storageKey }) => {
      const toBase64Url = (bytes: Uint8Array) =>
        btoa(String.fromCharCode(...bytes))
          .replace(/\+/g, '-')
          .replace(/\//g, '_')
          .replace(/=+$/, '');
      const fromBase64Url = (text: string) =>
        Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (c) => c.charCodeAt(0));
      const made = (key: Uint8Array) => ({
        endpoint: sub.endpoint,
        expirationTime: null,
        options: { applicationServerKey: key.buffer, userVisibleOnly: true },
        getKey: (name: 'p256dh' | 'auth') => fromBase64Url(sub.keys[name]).buffer,
        toJSON: () => ({ endpoint: sub.endpoint, expirationTime: null, keys: sub.keys }),
        unsubscribe: async () => {
          localStorage.removeItem(storageKey);
          return true;
        },
      });
      PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
        const key = options?.applicationServerKey;
        const bytes =
          typeof key === 'string'
            ? fromBase64Url(key)
            : new Uint8Array(key instanceof ArrayBuffer ? key : (key as ArrayBufferView).buffer);
        localStorage.setItem(storageKey, toBase64Url(bytes));
        return made(bytes) as unknown as PushSubscription;
      };
      PushManager.prototype.getSubscription = async function getSubscription() {
        const stored = localStorage.getItem(storageKey);
        return (stored ? made(fromBase64Url(stored)) : null) as unknown as PushSubscription | null;
      };
    },
    { sub: subscription, storageKey: SUBSCRIBED_KEY },
  );
}

/** How long one delivery may take to show its notification before the stand-in delivers it again. */
const DELIVERY_WAIT_MS = 4_000;
const DELIVERY_ATTEMPTS = 3;

/**
 * Follows the app's service worker registrations through CDP and delivers a push to the real worker, as
 * the browser does once its push service hands it a message.
 *
 * CDP answers deliverPushMessage before the worker has run and reports nothing about the dispatch: a loaded
 * CI host once showed the second of two pushes never, with no worker error. So a delivery is done only
 * when the worker shows that notice (same tag and body, made after the delivery); until then it is
 * delivered again, each re-delivery printed, and after the last one the delivery fails with what the worker
 * reported. The worker's errors are kept for the spec to assert on, so a retry cannot hide a worker that
 * throws; deliveries start only once the worker is activated, so none is sent to one still installing.
 */
export async function useServiceWorkerPush(page: Page, origin: string) {
  const cdp: CDPSession = await page.context().newCDPSession(page);
  const registrations = new Map<string, { scopeURL: string; isDeleted: boolean }>();
  const workerErrors: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const r of event.registrations) registrations.set(r.registrationId, r);
  });
  cdp.on('ServiceWorker.workerErrorReported', (event) => {
    workerErrors.push(
      `${event.errorMessage.sourceURL}:${event.errorMessage.lineNumber} ${event.errorMessage.errorMessage}`,
    );
  });
  await cdp.send('ServiceWorker.enable');
  const registrationId = () =>
    [...registrations].find(([, r]) => r.scopeURL === `${origin}/` && !r.isDeleted)?.[0] ?? null;
  const shown = () =>
    page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration('/');
      const list = (await registration?.getNotifications()) ?? [];
      return list.map((n) => ({
        title: n.title,
        body: n.body,
        tag: n.tag,
        url: n.data?.url as string,
        timestamp: (n as Notification & { timestamp?: number }).timestamp ?? 0,
      }));
    });
  return {
    registrationId,
    /** Delivers the payload until the worker shows it (see above). */
    deliver: async (payload: unknown) => {
      const { body, tag } = (payload ?? {}) as { body?: unknown; tag?: unknown };
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const id = registrationId();
      if (id === null) throw new Error('nenhum service worker registrado em /');
      for (let attempt = 1; attempt <= DELIVERY_ATTEMPTS; attempt++) {
        if (attempt > 1) console.warn(`push entregue de novo (tentativa ${attempt}): ${String(body)}`);
        const sentAt = await page.evaluate(() => Date.now());
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin,
          registrationId: id,
          data: JSON.stringify(payload),
        });
        const deadline = Date.now() + DELIVERY_WAIT_MS;
        while (Date.now() < deadline) {
          const list = await shown();
          if (list.some((n) => n.body === body && n.tag === tag && n.timestamp >= sentAt)) return;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      throw new Error(
        `o service worker não mostrou o aviso após ${DELIVERY_ATTEMPTS} entregas; erros do worker: ${JSON.stringify(workerErrors)}`,
      );
    },
    /** What the worker is showing now (title, body, tag, link, when it was made). */
    shown,
    /** Errors the worker reported (uncaught exceptions, rejected handlers). */
    errors: () => [...workerErrors],
  };
}
