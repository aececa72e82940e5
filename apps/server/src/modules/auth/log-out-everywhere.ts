import type { AppServices } from '../../app-services';
import { forgetSessions } from '../../auth/forget-sessions';
import type { Authenticated } from './authenticate';

/**
 * Ends every session of whoever calls, this one included; returns how many were ended. A team member
 * ends theirs, the establishment's own login ends its own: 'Encerrar sessões' on a lost phone does not
 * log the whole counter out (decision 070).
 */
export async function logOutEverywhere(
  services: Pick<AppServices, 'sessions' | 'sessionCache' | 'clock' | 'bus' | 'pushSubscriptions'>,
  caller: Authenticated,
) {
  const now = services.clock.now();
  if (caller.member) {
    const sessionIds = await services.sessions.liveIdsOfMember(caller.member.id);
    const ended = await services.sessions.revokeOf(
      { userType: caller.userType, subjectId: caller.userId, memberId: caller.member.id },
      now,
    );
    await forgetSessions(services, { memberId: caller.member.id }, sessionIds);
    return ended;
  }
  const ended = await services.sessions.revokeOf(
    { userType: caller.userType, subjectId: caller.userId, memberId: null },
    now,
  );
  await forgetSessions(services, { userType: caller.userType, subjectId: caller.userId });
  return ended;
}
