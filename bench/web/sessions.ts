/**
 * What the logged-in pages need before Lighthouse opens them: the demo accounts' sessions, in the exact
 * shape the web app keeps in localStorage (`sessionFromLogin`, apps/web/src/lib/session/session-shape.ts),
 * and an open demo queue for the client's queue view. All through the public API, as the web app does.
 */

import type { SessionUser } from '@vez/domain';
import { DEMO_PASSWORD } from '../../apps/server/src/seed/demo-catalogue';
import { type Session, sessionFromLogin } from '../../apps/web/src/lib/session/session-shape';

export type Role = 'cliente' | 'estabelecimento';

export const DEMO_EMAILS: Record<Role, string> = {
  cliente: 'cliente@vez.demo',
  estabelecimento: 'estabelecimento@vez.demo',
};

/** The stored session, built by the web app's own code. */
export type StoredSession = Session;

export const sessionKey = (role: Role) => `vez.session.${role}`;

async function api<T>(origin: string, pathname: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${origin}/api${pathname}`, init);
  const text = await response.text();
  if (!response.ok) throw new Error(`${init?.method ?? 'GET'} /api${pathname}: ${response.status} ${text}`);
  return JSON.parse(text) as T;
}

/** POST /api/auth/login/{user,establishment} with the demo account, turned into the stored session. */
export async function logIn(origin: string, role: Role): Promise<StoredSession> {
  const email = DEMO_EMAILS[role];
  const [pathname, body] =
    role === 'cliente'
      ? ['/auth/login/user', { email_usuario: email, senha_usuario: DEMO_PASSWORD }]
      : ['/auth/login/establishment', { email_empresa: email, senha_empresa: DEMO_PASSWORD }];
  const answer = await api<{ data: { token: string; user: SessionUser } }>(origin, pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return sessionFromLogin(answer.data.token, answer.data.user);
}

/** The first open ('ativa') queue of the demo establishments: GET /api/establishments, then /:id/queues. */
export async function findOpenQueue(origin: string): Promise<number> {
  const list = await api<{ data: { id: number }[] }>(origin, '/establishments');
  for (const establishment of list.data) {
    const queues = await api<{ data: { id: number; status: string }[] }>(
      origin,
      `/establishments/${establishment.id}/queues`,
    );
    const open = queues.data.find((queue) => queue.status === 'ativa');
    if (open) return open.id;
  }
  throw new Error('no open demo queue found through GET /api/establishments');
}
