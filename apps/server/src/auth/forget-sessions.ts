import type { AppServices } from '../app-services';
import type { SessionRevocation } from '../events/session-revocation';

/**
 * After sessions were revoked in the database: this instance forgets them now, and every other instance
 * is told through the event bus, so no cached session outlives its revocation anywhere (issue 15).
 */
export async function forgetSessions(
  services: Pick<AppServices, 'sessionCache' | 'bus' | 'pushSubscriptions'>,
  revocation: SessionRevocation,
  /** A member's revocation: the sessions it ended, whose browsers' push subscriptions go too. */
  endedSessionIds: readonly string[] = [],
): Promise<void> {
  applyRevocation(services.sessionCache, revocation);
  // The browsers of ended sessions stop receiving the account's notices (a shared or lost phone).
  if ('sessionId' in revocation) await services.pushSubscriptions.removeOfSession(revocation.sessionId);
  else if ('memberId' in revocation) {
    for (const id of endedSessionIds) await services.pushSubscriptions.removeOfSession(id);
  } else await services.pushSubscriptions.removeAllOf(revocation.userType, revocation.subjectId);
  await services.bus.announceRevocation(revocation);
}

export function applyRevocation(cache: AppServices['sessionCache'], revocation: SessionRevocation): void {
  if ('sessionId' in revocation) cache.forget(revocation.sessionId);
  else if ('memberId' in revocation) cache.forgetMember(revocation.memberId);
  else cache.forgetAllOf(revocation.userType, revocation.subjectId);
}
