import type { AppServices } from '../../app-services';
import { forgetSessions } from '../../auth/forget-sessions';
import type { Authenticated } from './authenticate';

/** Ends every session of the caller's account, this one included; returns how many were ended. */
export async function logOutEverywhere(
  services: Pick<AppServices, 'sessions' | 'sessionCache' | 'clock' | 'bus' | 'pushSubscriptions'>,
  caller: Authenticated,
) {
  const ended = await services.sessions.revokeAllOf(caller.userType, caller.userId, services.clock.now());
  await forgetSessions(services, { userType: caller.userType, subjectId: caller.userId });
  return ended;
}
