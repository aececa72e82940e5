import type { UserType } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { unauthorized } from '../app-error';

export interface Authenticated {
  userType: UserType;
  userId: number;
  sessionId: string;
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
  return { userType, userId, sessionId };
}
