import type { AppServices } from '../../app-services';
import type { Authenticated } from './authenticate';

export async function logOut(
  services: Pick<AppServices, 'sessions' | 'sessionCache' | 'clock'>,
  caller: Authenticated,
) {
  await services.sessions.revoke(caller.sessionId, services.clock.now());
  services.sessionCache.forget(caller.sessionId);
}
