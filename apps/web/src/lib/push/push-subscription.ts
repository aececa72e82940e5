import { existingRegistration, registerServiceWorker } from './service-worker';

/** What the server stores: `PushSubscription.toJSON()` with its keys. */
export interface PushSubscriptionJson {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

export type PushFailure =
  /** The permission prompt was answered 'Bloquear'. */
  | 'denied'
  /** The prompt was closed without an answer: asking again later may work. */
  | 'dismissed'
  /** The browser or its push service refused to subscribe (offline, no push service, private window). */
  | 'failed';

export class PushSubscribeError extends Error {
  constructor(readonly reason: PushFailure) {
    super(`push: ${reason}`);
  }
}

/** A VAPID key (base64url, as the server gives it) as the bytes PushManager.subscribe takes. */
export function vapidKeyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

function toJson(subscription: PushSubscription): PushSubscriptionJson {
  const json = subscription.toJSON();
  const { p256dh, auth } = json.keys ?? {};
  if (!json.endpoint || !p256dh || !auth) throw new PushSubscribeError('failed');
  return { endpoint: json.endpoint, keys: { p256dh, auth } };
}

/**
 * Asks for permission (this must run inside the click that asked for it), registers the service worker
 * and subscribes with the server's VAPID key. A subscription made with another key (the server's keys
 * changed) is replaced: the push service would refuse the server's messages to it.
 */
export async function subscribeThisDevice(publicKey: string): Promise<PushSubscriptionJson> {
  const permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushSubscribeError('denied');
  if (permission !== 'granted') throw new PushSubscribeError('dismissed');
  try {
    const registration = await registerServiceWorker();
    const key = vapidKeyBytes(publicKey);
    const existing = await registration.pushManager.getSubscription();
    if (existing && sameKey(existing, key)) return toJson(existing);
    await existing?.unsubscribe();
    const subscription = await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: key,
    });
    return toJson(subscription);
  } catch (error) {
    if (error instanceof PushSubscribeError) throw error;
    throw new PushSubscribeError('failed');
  }
}

/** This browser's subscription, if notifications were turned on here and are still allowed. */
export async function currentSubscription(): Promise<PushSubscriptionJson | null> {
  if (typeof Notification === 'undefined' || Notification.permission !== 'granted') return null;
  try {
    const subscription = await (await existingRegistration())?.pushManager.getSubscription();
    return subscription ? toJson(subscription) : null;
  } catch {
    return null;
  }
}

/** Ends this browser's subscription; returns its endpoint for the server to forget, or null if none. */
export async function unsubscribeThisDevice(): Promise<string | null> {
  const subscription = await (await existingRegistration())?.pushManager.getSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
