import webpush from 'web-push';
import type { AppConfig } from '../../config/config';
import type { OutboxMessageRow } from '../../repositories/outbox-repository';
import type { PushSubscriptionsRepository } from '../../repositories/push-subscriptions-repository';
import { isAllowedPushEndpoint } from './push-endpoint';

/**
 * Sends an outbox row of channel 'push' with the Web Push protocol (VAPID-signed, aes128gcm-encrypted
 * for the browser's keys). A subscription the push service no longer knows (404/410) is forgotten and
 * the message counts as done: there is nobody left to deliver it to.
 */
export function webPushChannel(config: AppConfig['push'], subscriptions: PushSubscriptionsRepository) {
  return async (message: OutboxMessageRow): Promise<void> => {
    const subscription = await subscriptions.find(message.recipient);
    if (!subscription || !isAllowedPushEndpoint(subscription.endpoint, config.serviceHosts)) return;
    // web-push signs and encrypts; the request itself goes through fetch (web-push only speaks https,
    // and the tests' push service stand-in listens on loopback http).
    const request = webpush.generateRequestDetails(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      message.text_body,
      {
        vapidDetails: { subject: config.subject, publicKey: config.publicKey, privateKey: config.privateKey },
        // A near-turn notice is worthless an hour later; the push service may drop it after that.
        TTL: 3600,
        urgency: 'high',
      },
    );
    const response = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      // A copy as a plain Uint8Array: a BodyInit under both the Node and the DOM typings (e2e reads this file).
      body: new Uint8Array(request.body as Buffer),
      redirect: 'error',
      // A push service answers in well under a second; a slow one must not hold the outbox for long.
      signal: AbortSignal.timeout(5_000),
    });
    await response.body?.cancel();
    // Gone (404/410), or refused for good (bad keys 400, wrong VAPID 403, too big 413): nobody to retry for.
    if ([400, 403, 404, 410, 413].includes(response.status)) {
      await subscriptions.forget(subscription.endpoint);
      return;
    }
    if (!response.ok) throw new Error(`serviço de push respondeu ${response.status}`);
  };
}
