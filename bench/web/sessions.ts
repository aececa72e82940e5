/**
 * What the logged-in pages need before Lighthouse opens them: the demo accounts' sessions, in the exact
 * shape the web app keeps in localStorage (apps/web/src/lib/session/session-store.ts, `sessionFromLogin`),
 * and an open demo queue for the client's queue view. All through the public API, as the web app does.
 */

export type Role = 'cliente' | 'estabelecimento';

export const DEMO_PASSWORD = 'Demo1234';
export const DEMO_EMAILS: Record<Role, string> = {
  cliente: 'cliente@vez.demo',
  estabelecimento: 'estabelecimento@vez.demo',
};

/** The stored session (keep in step with `Session` in the web app's session-store.ts). */
export interface StoredSession {
  token: string;
  userType: Role;
  email: string;
  name: string;
  id: number;
  telefone: string;
  dataNascimento: string;
  cidade: string;
  bairro: string;
  uf: string;
}

export const sessionKey = (role: Role) => `vez.session.${role}`;

interface LoginUser {
  id: number;
  userType: Role;
  nome: string;
  email: string;
  telefone?: string;
  data_nascimento?: string;
  cidade?: string;
  bairro?: string;
  uf?: string;
}

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
  const answer = await api<{ data: { token: string; user: LoginUser } }>(origin, pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const { token, user } = answer.data;
  return {
    token,
    userType: user.userType,
    email: user.email,
    name: user.nome,
    id: user.id,
    telefone: user.telefone ?? '',
    dataNascimento: user.userType === 'cliente' ? (user.data_nascimento ?? '') : '',
    cidade: user.cidade ?? '',
    bairro: user.bairro ?? '',
    uf: user.uf ?? '',
  };
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
