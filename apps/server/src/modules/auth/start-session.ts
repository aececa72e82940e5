import { randomUUID } from 'node:crypto';
import type { TeamRole, UserType } from '@vez/domain';
import type { AppServices } from '../../app-services';

/** Creates the session row that makes the token revocable, then signs the token that names it. */
export async function startSession(
  services: Pick<AppServices, 'sessions' | 'tokens' | 'clock' | 'config'>,
  who: { userType: UserType; userId: number; userAgent: string; member?: { id: number; role: TeamRole } },
): Promise<string> {
  const now = services.clock.now();
  const expiresAt = now + services.config.sessionTtlMs;
  const sessionId = randomUUID();
  await services.sessions.insert({
    id: sessionId,
    user_type: who.userType,
    subject_id: who.userId,
    created_at: now,
    expires_at: expiresAt,
    revoked_at: null,
    user_agent: who.userAgent.slice(0, 300),
    member_id: who.member?.id ?? null,
    member_role: who.member?.role ?? null,
  });
  return services.tokens.sign({ sessionId, userType: who.userType, userId: who.userId }, expiresAt);
}
