import { afterEach, describe, expect, it } from 'vitest';
import { FAKE_ENDPOINT, FAKE_KEYS, installFakePush, removeFakePush } from './fake-browser-push';
import { PushSubscribeError, subscribeThisDevice, vapidKeyBytes } from './push-subscription';
import { SERVICE_WORKER_URL } from './service-worker';

// A P-256 public key is 65 bytes; any 65 bytes do for the fake.
const SERVER_KEY = btoa(String.fromCharCode(4, ...Array.from({ length: 64 }, (_, i) => i)))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');
const OTHER_KEY = btoa(String.fromCharCode(4, ...Array.from({ length: 64 }, () => 7)))
  .replace(/\+/g, '-')
  .replace(/\//g, '_')
  .replace(/=+$/, '');

afterEach(removeFakePush);

describe('subscribing this browser', () => {
  it('decodes the base64url VAPID key to its 65 bytes', () => {
    const bytes = vapidKeyBytes(SERVER_KEY);
    expect(bytes.length).toBe(65);
    expect(bytes[0]).toBe(4);
    expect(bytes[64]).toBe(63);
  });

  it('asks permission, registers the worker at / and subscribes with the server key', async () => {
    const push = installFakePush({ answer: 'granted' });
    await expect(subscribeThisDevice(SERVER_KEY)).resolves.toEqual({
      endpoint: FAKE_ENDPOINT,
      keys: FAKE_KEYS,
    });
    expect(push.requestPermission).toHaveBeenCalled();
    expect(push.serviceWorker.register).toHaveBeenCalledWith(
      SERVICE_WORKER_URL,
      expect.objectContaining({ scope: '/' }),
    );
    const options = push.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect(Array.from(options.applicationServerKey as Uint8Array)).toEqual(
      Array.from(vapidKeyBytes(SERVER_KEY)),
    );
  });

  it('says why when the client blocks or closes the prompt', async () => {
    installFakePush({ answer: 'denied' });
    await expect(subscribeThisDevice(SERVER_KEY)).rejects.toEqual(new PushSubscribeError('denied'));
    removeFakePush();
    installFakePush({ answer: 'default' });
    await expect(subscribeThisDevice(SERVER_KEY)).rejects.toMatchObject({ reason: 'dismissed' });
    removeFakePush();
    installFakePush({ answer: 'granted', subscribeFails: true });
    await expect(subscribeThisDevice(SERVER_KEY)).rejects.toMatchObject({ reason: 'failed' });
  });

  it('keeps a subscription made with the same key and replaces one made with another', async () => {
    const same = installFakePush({ answer: 'granted', existingKey: SERVER_KEY });
    await subscribeThisDevice(SERVER_KEY);
    expect(same.pushManager.subscribe).not.toHaveBeenCalled();
    removeFakePush();

    const other = installFakePush({ answer: 'granted', existingKey: OTHER_KEY });
    const old = await other.pushManager.getSubscription();
    await subscribeThisDevice(SERVER_KEY);
    expect(old?.unsubscribe).toHaveBeenCalled();
    expect(other.pushManager.subscribe).toHaveBeenCalled();
  });
});
