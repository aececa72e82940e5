import type { AppServices } from '../../app-services';
import { forgetSessions } from '../../auth/forget-sessions';
import type { Authenticated } from './authenticate';

export async function logOut(
  services: Pick<AppServices, 'sessions' | 'sessionCache' | 'clock' | 'bus' | 'pushSubscriptions'>,
  caller: Authenticated,
) {
  await services.sessions.revoke(caller.sessionId, services.clock.now());
  await forgetSessions(services, { sessionId: caller.sessionId });
}
