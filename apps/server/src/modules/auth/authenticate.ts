import type { TeamRole, UserType } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { unauthorized } from '../app-error';

export interface Authenticated {
  userType: UserType;
  /** The account: the client, or the establishment (for its team members too, so ownership checks hold). */
  userId: number;
  sessionId: string;
  /** A team member acting for the establishment (decision 070); absent for the account's own login. */
  member?: { id: number; role: TeamRole };
}

/** The role of whoever calls for an establishment: its own login is a Dono. */
export function teamRoleOf(caller: Authenticated): TeamRole {
  return caller.member?.role ?? 'dono';
}

/**
 * Turns an Authorization header into the caller, or a 401 whose message the web client recognises
 * ('Token não fornecido', 'Token inválido', 'Token expirado').
 */
export async function authenticate(
  services: Pick<AppServices, 'tokens' | 'sessionCache' | 'clock'>,
  authorization: string | undefined,
): Promise<Authenticated> {
  const header = (authorization ?? '').trim();
  if (header === '' || /^Bearer$/i.test(header)) throw unauthorized('Token não fornecido');
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!token) throw unauthorized('Token inválido');

  const now = services.clock.now();
  const check = await services.tokens.verify(token, now);
  if (!check.ok) throw unauthorized(check.reason === 'expired' ? 'Token expirado' : 'Token inválido');

  const { sessionId, userType, userId } = check.claims;
  const session = await services.sessionCache.find(sessionId, now);
  if (!session || session.user_type !== userType || session.subject_id !== userId) {
    throw unauthorized('Token inválido');
  }
  if (session.revoked_at !== null) throw unauthorized('Token inválido: sessão encerrada');
  if (session.expires_at <= now) throw unauthorized('Token expirado');
  if (session.member_id !== null) {
    return {
      userType,
      userId,
      sessionId,
      member: { id: session.member_id, role: session.member_role ?? 'atendente' },
    };
  }
  return { userType, userId, sessionId };
}
