import path from 'node:path';
import Database from 'better-sqlite3';
import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { baseUrl, createClientAccount, uniqueEmail } from './browser';

/** API shortcuts for the queue stories: the story drives the screens, these set the stage around it. */

const PASSWORD = 'Segura123';

async function api<T>(pathname: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${baseUrl()}${pathname}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const body = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(`${pathname}: ${response.status} ${body.message}`);
  return body;
}

export interface Establishment {
  email: string;
  token: string;
  id: number;
}

/** A fresh establishment without a plan (so it may keep one queue open), logged in through the API. */
export async function createEstablishment(prefix = 'estab'): Promise<Establishment> {
  const { freshCnpj } = await import('../../apps/server/src/test-support/documents');
  const { establishmentPayload } = await import('../../apps/server/src/test-support/fixtures');
  const email = uniqueEmail(prefix);
  await api('/api/auth/register/establishment', {
    method: 'POST',
    body: establishmentPayload({ cnpj: freshCnpj(), email_empresa: email, senha_empresa: PASSWORD }),
  });
  const login = await api<{ data: { token: string; user: { id: number } } }>(
    '/api/auth/login/establishment',
    {
      method: 'POST',
      body: { email_empresa: email, senha_empresa: PASSWORD },
    },
  );
  return { email, token: login.data.token, id: login.data.user.id };
}

/** Logs the establishment in through the login screen, as a person would. */
export async function logInAsEstablishment(page: Page, email: string) {
  await page.goto('/login-estab');
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect.poll(() => new URL(page.url()).pathname).toBe('/estabelecimento/home');
}

export async function createQueue(owner: Establishment, body: Record<string, unknown>) {
  const created = await api<{ data: { id: number } }>('/api/queues', {
    method: 'POST',
    token: owner.token,
    body,
  });
  return created.data.id;
}

/** A new client account that joins the queue individually; returns the name shown to the owner. */
export async function joinAsNewClient(queueId: number, name: string) {
  const email = uniqueEmail('cliente');
  await createClientAccount(email, PASSWORD, name);
  const login = await api<{ data: { token: string } }>('/api/auth/login/user', {
    method: 'POST',
    body: { email_usuario: email, senha_usuario: PASSWORD },
  });
  await api(`/api/queues/${queueId}/join`, {
    method: 'POST',
    token: login.data.token,
    body: { nome: name, telefone: '(11) 98765-4321', email, isGroup: false },
  });
  return name;
}

/**
 * Lets a minute pass for the automatic calls of one queue: moves the moment they were switched on
 * back in the server's database, so the scheduler (ticking every second) finds the call due now.
 */
export function letAutoCallIntervalPass(queueId: number, ms = 61_000) {
  const db = new Database(path.join(inject('dataDir'), 'vez.db'), { timeout: 5_000 });
  try {
    db.prepare('UPDATE queues SET auto_call_since = auto_call_since - ? WHERE id = ?').run(ms, queueId);
  } finally {
    db.close();
  }
}
