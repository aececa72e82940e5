import type { AppServices } from '../../app-services';
import type { Authenticated } from './authenticate';

/** Ends every session of the caller's account, this one included; returns how many were ended. */
export async function logOutEverywhere(
  services: Pick<AppServices, 'sessions' | 'clock'>,
  caller: Authenticated,
) {
  return services.sessions.revokeAllOf(caller.userType, caller.userId, services.clock.now());
}
