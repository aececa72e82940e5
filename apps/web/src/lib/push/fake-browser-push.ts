import { vi } from 'vitest';

/** For tests: a browser's Notification, service worker and PushManager, with what they were asked. */
export interface FakePushOptions {
  /** What the permission prompt answers. */
  answer?: NotificationPermission;
  /** The permission before anything is asked. */
  permission?: NotificationPermission;
  /** This browser already has a subscription (made with this key, base64url). */
  existingKey?: string;
  subscribeFails?: boolean;
}

export const FAKE_ENDPOINT = 'https://fcm.googleapis.com/fcm/send/abc123';
export const FAKE_KEYS = { p256dh: `B${'x'.repeat(86)}`, auth: 'a'.repeat(22) };

function keyBytes(base64url: string): ArrayBuffer {
  const binary = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0)).buffer;
}

export function installFakePush(options: FakePushOptions = {}) {
  const state = { permission: options.permission ?? 'default' };
  let subscription: PushSubscription | null = null;
  const makeSubscription = (key: ArrayBuffer) => {
    const made = {
      endpoint: FAKE_ENDPOINT,
      options: { applicationServerKey: key, userVisibleOnly: true },
      toJSON: () => ({ endpoint: FAKE_ENDPOINT, keys: FAKE_KEYS }),
      unsubscribe: vi.fn(async () => {
        subscription = null;
        return true;
      }),
    } as unknown as PushSubscription;
    return made;
  };
  if (options.existingKey) subscription = makeSubscription(keyBytes(options.existingKey));

  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (opts: PushSubscriptionOptionsInit) => {
      if (options.subscribeFails) throw new DOMException('push service not available', 'AbortError');
      subscription = makeSubscription((opts.applicationServerKey as Uint8Array).buffer as ArrayBuffer);
      return subscription;
    }),
  };
  const registration = { pushManager } as unknown as ServiceWorkerRegistration;
  const serviceWorker = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => (subscription || options.existingKey ? registration : undefined)),
  };
  const requestPermission = vi.fn(async () => {
    state.permission = options.answer ?? 'granted';
    return state.permission;
  });
  vi.stubGlobal('Notification', {
    get permission() {
      return state.permission;
    },
    requestPermission,
  });
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(window.navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  return {
    pushManager,
    serviceWorker,
    requestPermission,
    current: () => subscription,
  };
}

/** Takes the fakes away again (jsdom has none of them). */
export function removeFakePush() {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(window.navigator, 'serviceWorker');
}
