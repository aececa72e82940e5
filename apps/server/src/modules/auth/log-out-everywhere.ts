import type { AppServices } from '../../app-services';
import type { Authenticated } from './authenticate';

/** Ends every session of the caller's account, this one included; returns how many were ended. */
export async function logOutEverywhere(
  services: Pick<AppServices, 'sessions' | 'sessionCache' | 'clock'>,
  caller: Authenticated,
) {
  const ended = await services.sessions.revokeAllOf(caller.userType, caller.userId, services.clock.now());
  services.sessionCache.forgetAllOf(caller.userType, caller.userId);
  return ended;
}
