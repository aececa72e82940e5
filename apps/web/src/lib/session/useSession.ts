import type { UserType } from '@vez/domain';
import { useSyncExternalStore } from 'react';
import { useLocation } from 'react-router';
import { getSession, type Session, subscribeSessions } from './session-store';

/** The stored session of one role, re-rendering when it changes (also from another tab). */
export function useSession(role: UserType): Session | null {
  return useSyncExternalStore(
    subscribeSessions,
    () => getSession(role),
    () => null,
  );
}

/** Which role a page belongs to, judged by its path (the URL decides the session used, decision 007). */
export function roleOfPath(pathname: string): UserType | null {
  if (pathname === '/cliente' || pathname.startsWith('/cliente/')) return 'cliente';
  if (pathname === '/estabelecimento' || pathname.startsWith('/estabelecimento/')) return 'estabelecimento';
  return null;
}

/**
 * The session that the shell should show: the role of the current area when inside one,
 * otherwise whichever is logged in (client first, as the more common visitor).
 */
export function useCurrentSession(): Session | null {
  const { pathname } = useLocation();
  const client = useSession('cliente');
  const establishment = useSession('estabelecimento');
  const role = roleOfPath(pathname);
  if (role === 'cliente') return client;
  if (role === 'estabelecimento') return establishment;
  return client ?? establishment;
}

export function homePathOf(role: UserType): string {
  return role === 'cliente' ? '/cliente/home' : '/estabelecimento/home';
}

export function loginPathOf(role: UserType): string {
  return role === 'cliente' ? '/login' : '/login-estab';
}
