import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { freshCnpj, freshCpf } from './documents';
import { bearer, clientPayload, establishmentPayload } from './fixtures';

let counter = 0;
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${++counter}@exemplo.com`;

export interface Account {
  id: number;
  token: string;
  email: string;
  name: string;
}

/** Registers and logs in a client with fresh documents. */
export async function newClient(
  app: FastifyInstance,
  name = `Cliente ${counter + 1} Silva`,
): Promise<Account> {
  const email = unique('cliente');
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register/user',
    payload: clientPayload({ email_usuario: email, cpf: freshCpf(), nome_usuario: name }),
  });
  expect(register.statusCode, register.body).toBe(201);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/user',
    payload: { email_usuario: email, senha_usuario: 'Segura123' },
  });
  const data = login.json().data;
  return { id: data.user.id, token: data.token, email, name };
}

export async function newEstablishment(
  app: FastifyInstance,
  overrides: Record<string, unknown> = {},
): Promise<Account> {
  const email = (overrides.email_empresa as string) ?? unique('empresa');
  const name = (overrides.nome_empresa as string) ?? `Empresa ${counter + 1} LTDA`;
  const register = await app.inject({
    method: 'POST',
    url: '/api/auth/register/establishment',
    payload: establishmentPayload({
      email_empresa: email,
      cnpj: freshCnpj(),
      nome_empresa: name,
      ...overrides,
    }),
  });
  expect(register.statusCode, register.body).toBe(201);
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login/establishment',
    payload: { email_empresa: email, senha_empresa: 'Segura123' },
  });
  const data = login.json().data;
  return { id: data.user.id, token: data.token, email, name };
}

export async function createQueue(
  app: FastifyInstance,
  owner: Account,
  overrides: Record<string, unknown> = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/queues',
    headers: bearer(owner.token),
    payload: { nome: 'Fila Principal', ...overrides },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { id: number; status: string };
}

export function join(
  app: FastifyInstance,
  client: Account,
  queueId: number,
  overrides: Record<string, unknown> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/queues/${queueId}/join`,
    headers: bearer(client.token),
    payload: {
      nome: client.name,
      telefone: '11987654321',
      email: client.email,
      isGroup: false,
      ...overrides,
    },
  });
}

export async function joined(
  app: FastifyInstance,
  client: Account,
  queueId: number,
  overrides: Record<string, unknown> = {},
) {
  const response = await join(app, client, queueId, overrides);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { ticketId: number; position: number; subPosition: string };
}

export function leave(app: FastifyInstance, client: Account, queueId: number) {
  return app.inject({
    method: 'DELETE',
    url: `/api/queues/${queueId}/leave`,
    headers: bearer(client.token),
  });
}

/** A press at the counter (a POST without body), with its idempotency key when given (decision 051). */
export function press(app: FastifyInstance, who: Account, url: string, key?: string) {
  const headers = { ...bearer(who.token), ...(key ? { 'idempotency-key': key } : {}) };
  return app.inject({ method: 'POST', url, headers });
}

export async function callNext(app: FastifyInstance, owner: Account, queueId: number, key?: string) {
  return press(app, owner, `/api/queues/${queueId}/chamar-proximo`, key);
}

/** 'Desfazer' of a call, as `who`. */
export function undoCall(
  app: FastifyInstance,
  who: Account,
  queueId: number,
  ticketId: number,
  key?: string,
) {
  return press(app, who, `/api/queues/${queueId}/tickets/${ticketId}/desfazer-chamada`, key);
}

/** 'Desfazer' of a 'Não compareceu', as `who`. */
export function undoNoShow(
  app: FastifyInstance,
  who: Account,
  queueId: number,
  ticketId: number,
  key?: string,
) {
  return press(app, who, `/api/queues/${queueId}/tickets/${ticketId}/desfazer-nao-compareceu`, key);
}

/** Service order as the owner sees it: [name, position, letter] per ticket. */
export async function lineup(app: FastifyInstance, owner: Account, queueId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/queues/${queueId}/clients?isEstablishment=true`,
    headers: bearer(owner.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data.clients as { nome: string; position: number; subPosition: string }[]).map(
    (c) => [c.nome, c.position, c.subPosition] as const,
  );
}

/**
 * Many clients at once for load-shaped tests: rows through the repository with one shared password hash
 * and sessions through the real session code, skipping a scrypt per client.
 */
export async function newClients(app: FastifyInstance, count: number): Promise<Account[]> {
  const { hashPassword } = await import('../auth/password-hashing');
  const { startSession } = await import('../modules/auth/start-session');
  const passwordHash = await hashPassword('Segura123');
  const accounts: Account[] = [];
  for (let i = 0; i < count; i++) {
    const email = unique('lote');
    const name = `Pessoa ${i} Teste`;
    const now = app.services.clock.now();
    const row = await app.services.users.insert({
      name,
      cpf: freshCpf(),
      birth_date: '1990-01-01',
      phone: '11987654321',
      email,
      password_hash: passwordHash,
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1',
      district: '',
      city: 'São Paulo',
      uf: 'SP',
      created_at: now,
      updated_at: now,
    });
    const token = await startSession(app.services, {
      userType: 'cliente',
      userId: row.id,
      userAgent: 'test',
    });
    accounts.push({ id: row.id, token, email, name });
  }
  return accounts;
}

/** 'Não compareceu' on a called ticket, as `who` (the owner, or someone refused). */
export function markNoShow(
  app: FastifyInstance,
  who: Account,
  queueId: number,
  ticketId: number,
  key?: string,
) {
  return press(app, who, `/api/queues/${queueId}/tickets/${ticketId}/nao-compareceu`, key);
}

/** 'Minhas Filas' as the client reads it (GET /api/users/active-queues). */
export async function activeQueues(app: FastifyInstance, client: Account) {
  const response = await app.inject({
    method: 'GET',
    url: '/api/users/active-queues',
    headers: bearer(client.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}

/** A queue's detail as `who` reads it (GET /api/queues/:id). */
export async function queueDetail(app: FastifyInstance, who: Account, queueId: number) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/queues/${queueId}`,
    headers: bearer(who.token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
}
