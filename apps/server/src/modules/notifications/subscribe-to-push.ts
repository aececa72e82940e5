import { createPublicKey } from 'node:crypto';
import type { PushSubscriptionInput } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { SubjectType } from '../../database/schema';
import { badRequest } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { isAllowedPushEndpoint } from './push-endpoint';

/** Browsers per account that receive its notices; the oldest beyond this are dropped. */
const BROWSERS_PER_ACCOUNT = 5;

/** A point on P-256 (65 bytes, uncompressed) and a 16-byte secret: what every browser sends. */
function isBrowserKeyPair(keys: { p256dh: string; auth: string }): boolean {
  const key = Buffer.from(keys.p256dh, 'base64url');
  if (key.length !== 65 || key[0] !== 4 || Buffer.from(keys.auth, 'base64url').length !== 16) return false;
  try {
    // Refuses a point that is not on the curve: such a key could never decrypt anything.
    createPublicKey({
      key: {
        kty: 'EC',
        crv: 'P-256',
        x: key.subarray(1, 33).toString('base64url'),
        y: key.subarray(33).toString('base64url'),
      },
      format: 'jwk',
    });
    return true;
  } catch {
    return false;
  }
}

/** This browser accepts Web Push for the caller's account. */
export async function subscribeToPush(
  services: Pick<AppServices, 'pushSubscriptions' | 'config' | 'clock'>,
  caller: Authenticated,
  input: PushSubscriptionInput,
): Promise<void> {
  await subscribeOwnerToPush(
    services,
    { userType: caller.userType, subjectId: caller.userId, sessionId: caller.sessionId },
    input,
  );
}

/** This browser accepts Web Push for an account's session or (decision 068) a guest's ticket. */
export async function subscribeOwnerToPush(
  services: Pick<AppServices, 'pushSubscriptions' | 'config' | 'clock'>,
  owner: { userType: SubjectType; subjectId: number; sessionId: string },
  input: PushSubscriptionInput,
): Promise<void> {
  if (!isAllowedPushEndpoint(input.endpoint, services.config.push.serviceHosts)) {
    throw badRequest('Este navegador usa um serviço de notificações que não conhecemos.', 'endpoint');
  }
  if (!isBrowserKeyPair(input.keys)) throw badRequest('Chaves da inscrição inválidas', 'keys');
  await services.pushSubscriptions.save(
    owner,
    { endpoint: input.endpoint, p256dh: input.keys.p256dh, auth: input.keys.auth },
    services.clock.now(),
    BROWSERS_PER_ACCOUNT,
  );
}

/** The caller turned notifications off on this browser (or logged out of it). */
export async function unsubscribeFromPush(
  services: Pick<AppServices, 'pushSubscriptions'>,
  caller: Authenticated,
  endpoint: string,
): Promise<void> {
  await services.pushSubscriptions.removeOf(
    { userType: caller.userType, subjectId: caller.userId },
    endpoint,
  );
}
