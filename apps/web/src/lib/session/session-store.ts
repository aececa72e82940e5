import type { UserType } from '@vez/domain';
import { forgetPositions } from '../pwa/last-position';
import { SESSION_ROLES, sessionKey } from './session-key';
import { type Session, sessionFromLogin } from './session-shape';

export { SESSION_ROLES, type Session, sessionFromLogin, sessionKey };

/** A JWT has three dot-separated, non-empty parts; anything else is a leftover we must not send. */
export function isUsableToken(token: unknown): token is string {
  if (typeof token !== 'string') return false;
  const parts = token.split('.');
  return parts.length === 3 && parts.every((part) => part.length > 0);
}

const listeners = new Set<() => void>();
// Snapshots are cached so useSyncExternalStore sees a stable object until storage really changes.
const cache = new Map<UserType, { raw: string | null; session: Session | null }>();

function notify(): void {
  for (const listener of listeners) listener();
}

function parseSession(raw: string | null, role: UserType): Session | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Session>;
    if (value.userType !== role || !isUsableToken(value.token)) return null;
    return value as Session;
  } catch {
    return null;
  }
}

function readRaw(role: UserType): string | null {
  try {
    return window.localStorage.getItem(sessionKey(role));
  } catch {
    return null;
  }
}

export function getSession(role: UserType): Session | null {
  const raw = readRaw(role);
  const cached = cache.get(role);
  if (cached && cached.raw === raw) return cached.session;
  const session = parseSession(raw, role);
  cache.set(role, { raw, session });
  return session;
}

export function saveSession(session: Session): void {
  window.localStorage.setItem(sessionKey(session.userType), JSON.stringify(session));
  notify();
}

export function clearSession(role: UserType): void {
  window.localStorage.removeItem(sessionKey(role));
  // The offline page's places belong to the client who saw them: a shared phone does not keep them.
  if (role === 'cliente') forgetPositions();
  notify();
}

export function clearAllSessions(): void {
  for (const role of SESSION_ROLES) window.localStorage.removeItem(sessionKey(role));
  forgetPositions();
  notify();
}

export function subscribeSessions(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes localStorage too; follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key.startsWith('vez.session.')) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}
