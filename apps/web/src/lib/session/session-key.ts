import type { UserType } from '@vez/domain';

export const SESSION_ROLES: readonly UserType[] = ['cliente', 'estabelecimento'];

/** Where the browser keeps a role's session; alone here so the landing page's loader can look. */
export function sessionKey(role: UserType): string {
  return `vez.session.${role}`;
}

/** Whether any role is logged in on this browser (storage blocked counts as no). */
export function hasStoredSession(): boolean {
  try {
    return SESSION_ROLES.some((role) => window.localStorage.getItem(sessionKey(role)) !== null);
  } catch {
    return false;
  }
}
