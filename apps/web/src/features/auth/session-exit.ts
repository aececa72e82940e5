import type { UserType } from '@vez/domain';
import { clearMembers } from '../../lib/session/member-cache';
import { clearSession, getSession } from '../../lib/session/session-store';

/**
 * Where a role's route guard sends the user when the session ends while they are on one of its pages.
 * Normally the login choice ('Sair', a dead token: decision 007); after deleting the account or ending
 * every session it is the landing page. The guard reads this instead of racing a navigation of ours:
 * React Router navigates inside a transition, while the session store updates at once.
 */
const exitPaths = new Map<UserType, string>();

export const DEFAULT_EXIT_PATH = '/escolha-login';

export function exitPathOf(role: UserType): string {
  return exitPaths.get(role) ?? DEFAULT_EXIT_PATH;
}

/** Forgets a chosen exit once the role is logged in again. */
export function resetExitPath(role: UserType): void {
  exitPaths.delete(role);
}

/**
 * Forgets a role's session in this browser. A client's saved group list holds other people's CPFs and
 * birth dates: it leaves with the session.
 */
export function forgetLocalSession(role: UserType): void {
  const clientId = role === 'cliente' ? getSession(role)?.id : undefined;
  if (clientId !== undefined) clearMembers(clientId);
  clearSession(role);
}

/** Forgets a role's session in this browser (the server has already ended it) and leaves for `exitPath`. */
export function endLocalSession(role: UserType, exitPath: string, navigate: (to: string) => void): void {
  exitPaths.set(role, exitPath);
  forgetLocalSession(role);
  // Outside the role's area no guard is watching: go there ourselves.
  navigate(exitPath);
}
