import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { freshCnpj, freshCpf } from '../../apps/server/src/test-support/documents';
import { clientPayload, establishmentPayload } from '../../apps/server/src/test-support/fixtures';
import { baseUrl, uniqueEmail } from './browser';

/** Setting the scene through the API, for stories about what happens after it. */

export interface Account {
  id: number;
  token: string;
  email: string;
  password: string;
  name: string;
}

/**
 * The scene-setting calls against one running server: the shared e2e server by default (the exports
 * below), or a server a story starts for itself (`apiOf(() => server.baseUrl)`).
 */
export function apiOf(base: () => string) {
  async function call<T>(path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
    const response = await fetch(`${base()}${path}`, {
      method: init.method ?? 'GET',
      headers: {
        ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const payload = (await response.json()) as T & { message?: string };
    if (!response.ok)
      throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${payload.message}`);
    return payload;
  }

  async function newClient(name: string): Promise<Account> {
    const email = uniqueEmail('cliente');
    const password = 'Segura123';
    await call('/api/auth/register/user', {
      method: 'POST',
      body: clientPayload({
        nome_usuario: name,
        cpf: freshCpf(),
        email_usuario: email,
        senha_usuario: password,
      }),
    });
    const login = await call<{ data: { token: string; user: { id: number } } }>('/api/auth/login/user', {
      method: 'POST',
      body: { email_usuario: email, senha_usuario: password },
    });
    return { id: login.data.user.id, token: login.data.token, email, password, name };
  }

  /** `extra`: more registration fields, e.g. `nome_fantasia`. */
  async function newEstablishment(
    name: string,
    categoria = 'Barbearia',
    extra: Record<string, unknown> = {},
  ): Promise<Account> {
    const email = uniqueEmail('estab');
    const password = 'Segura123';
    await call('/api/auth/register/establishment', {
      method: 'POST',
      body: establishmentPayload({
        nome_empresa: name,
        cnpj: freshCnpj(),
        email_empresa: email,
        senha_empresa: password,
        categoria,
        ...extra,
      }),
    });
    const login = await call<{ data: { token: string; user: { id: number } } }>(
      '/api/auth/login/establishment',
      {
        method: 'POST',
        body: { email_empresa: email, senha_empresa: password },
      },
    );
    return { id: login.data.user.id, token: login.data.token, email, password, name };
  }

  async function newQueue(owner: Account, fields: Record<string, unknown> = {}) {
    const created = await call<{ data: { id: number } }>('/api/queues', {
      method: 'POST',
      token: owner.token,
      body: { nome: 'Atendimento', ...fields },
    });
    return created.data.id;
  }

  async function joinQueue(client: Account, queueId: number) {
    await call(`/api/queues/${queueId}/join`, {
      method: 'POST',
      token: client.token,
      body: { nome: client.name, telefone: '11987654321', email: client.email },
    });
  }

  async function callNext(owner: Account, queueId: number) {
    return call<{ message: string }>(`/api/queues/${queueId}/chamar-proximo`, {
      method: 'POST',
      token: owner.token,
    });
  }

  return { call, newClient, newEstablishment, newQueue, joinQueue, callNext };
}

export const { newClient, newEstablishment, newQueue, joinQueue, callNext } = apiOf(baseUrl);

/** Logs a client in through the real login page. */
export async function logInAsClient(page: Page, client: Account) {
  await page.goto('/login');
  await page.getByLabel('E-mail', { exact: true }).fill(client.email);
  await page.getByLabel('Senha', { exact: true }).fill(client.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/cliente/home');
}

/** Logs an establishment in through the login screen, as a person would. */
export async function logInAsEstablishment(page: Page, owner: Account) {
  await page.goto('/login-estab');
  await page.getByLabel('E-mail', { exact: true }).fill(owner.email);
  await page.getByLabel('Senha', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/estabelecimento/home');
}

/**
 * Lets a minute pass for the automatic calls of one queue: moves the moment they were switched on
 * back in the server's database, so the scheduler (ticking every second) finds the call due now.
 */
export function letAutoCallIntervalPass(queueId: number, ms = 61_000) {
  const db = new Database(path.join(inject('dataDir'), 'vez.db'), { timeout: 5_000 });
  try {
    db.prepare('UPDATE queues SET auto_call_since = auto_call_since - ? WHERE id = ?').run(ms, queueId);
    // The first call after an empty queue also waits one interval after the earliest join (decision 023).
    db.prepare("UPDATE tickets SET joined_at = joined_at - ? WHERE queue_id = ? AND status = 'waiting'").run(
      ms,
      queueId,
    );
  } finally {
    db.close();
  }
}
