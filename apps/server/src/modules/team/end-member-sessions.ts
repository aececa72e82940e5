import type { AppServices } from '../../app-services';
import { forgetSessions } from '../../auth/forget-sessions';

/**
 * Ends a member's sessions on every instance at once: revoked in the database (which every instance
 * reads), dropped from this instance's session cache and announced on the event bus so every other
 * instance drops them from its own (decision 070; the bus alone covers the cache, the row covers the rest).
 */
export async function endMemberSessions(
  services: Pick<AppServices, 'sessions' | 'sessionCache' | 'bus' | 'pushSubscriptions' | 'clock'>,
  establishmentId: number,
  memberId: number,
): Promise<void> {
  const sessionIds = await services.sessions.liveIdsOfMember(memberId);
  await services.sessions.revokeOf(
    { userType: 'estabelecimento', subjectId: establishmentId, memberId },
    services.clock.now(),
  );
  await forgetSessions(services, { memberId }, sessionIds);
}
