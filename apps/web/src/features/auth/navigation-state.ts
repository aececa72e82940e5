import type { UserType } from '@vez/domain';
import { homePathOf } from '../../lib/session/useSession';

/** Shown on the login page after either registration succeeds. */
export const REGISTER_SUCCESS_MESSAGE = 'Cadastro realizado com sucesso! Faça login para continuar.';

/** What auth pages pass each other in navigation state: where to return, and a message to show. */
export interface AuthNavigationState {
  from?: string;
  message?: string;
  /** A success ("Cadastro realizado") or a plain notice ("Faça login para continuar"). */
  tone?: 'success' | 'info';
}

export function readAuthState(state: unknown): AuthNavigationState {
  if (!state || typeof state !== 'object') return {};
  const { from, message, tone } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : undefined,
    message: typeof message === 'string' ? message : undefined,
    tone: tone === 'info' ? 'info' : 'success',
  };
}

/**
 * Where to go after logging in as `role`: back to the page the guard stopped, if that page
 * belongs to this role (a client login must not land on an establishment page), else home.
 */
export function afterLoginPath(role: UserType, from: string | undefined): string {
  const prefix = role === 'cliente' ? '/cliente/' : '/estabelecimento/';
  return from?.startsWith(prefix) ? from : homePathOf(role);
}
