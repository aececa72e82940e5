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
  /** The e-mail of the account just created, so the login asks only for the password. */
  email?: string;
}

/** Where to return may also come in the address (`?voltar=`): a plain link, followed before the app runs. */
export const RETURN_PARAM = 'voltar';

export function readAuthState(state: unknown, search = ''): AuthNavigationState {
  const returnTo = new URLSearchParams(search).get(RETURN_PARAM) ?? undefined;
  if (!state || typeof state !== 'object') return { from: returnTo };
  const { from, message, tone, email } = state as Record<string, unknown>;
  return {
    from: typeof from === 'string' ? from : returnTo,
    message: typeof message === 'string' ? message : undefined,
    tone: tone === 'info' ? 'info' : 'success',
    email: typeof email === 'string' ? email : undefined,
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

/** A link to a login page that returns to `path` afterwards, without navigation state. */
export function loginPathReturningTo(loginPath: string, path: string): string {
  return `${loginPath}?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}
