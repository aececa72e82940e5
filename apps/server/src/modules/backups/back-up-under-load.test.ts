import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { freshCnpj, freshCpf } from '../../test-support/documents';
import { type FakeLookups, startFakeLookups } from '../../test-support/fake-lookups-server';
import { clientPayload, establishmentPayload } from '../../test-support/fixtures';
import { runEntry, type SourceServer, startSourceServer } from '../../test-support/source-processes';

// The proof: a backup taken by `npm run backup` while joins and calls are in flight, restored by
// `npm run restore` into a fresh DATA_DIR, holds every join and call acknowledged before it began, and a
// server starts on it with the same secret (the old sessions still work).

let root: string;
let lookups: FakeLookups;
const servers: SourceServer[] = [];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'vez-backup-load-'));
  lookups = await startFakeLookups();
});

afterAll(async () => {
  for (const server of servers) await server.stop();
  await lookups.close();
  rmSync(root, { recursive: true, force: true });
});

type Account = Awaited<ReturnType<typeof signUp>>;
type Answer = { status: number; body: { data?: Record<string, unknown> } | null };

async function call(
  baseUrl: string,
  method: string,
  url: string,
  token?: string,
  body?: unknown,
): Promise<Answer> {
  const response = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

async function signUp(baseUrl: string, kind: 'user' | 'establishment', n: number) {
  const email = `${kind}${n}.${Date.now().toString(36)}@exemplo.com`;
  const payload =
    kind === 'user'
      ? clientPayload({ email_usuario: email, cpf: freshCpf(), nome_usuario: `Pessoa ${n} Silva` })
      : establishmentPayload({ email_empresa: email, cnpj: freshCnpj() });
  expect((await call(baseUrl, 'POST', `/api/auth/register/${kind}`, undefined, payload)).status).toBe(201);
  const credentials =
    kind === 'user'
      ? { email_usuario: email, senha_usuario: 'Segura123' }
      : { email_empresa: email, senha_empresa: 'Segura123' };
  const login = await call(baseUrl, 'POST', `/api/auth/login/${kind}`, undefined, credentials);
  expect(login.status).toBe(200);
  return { token: String(login.body?.data?.token), name: `Pessoa ${n} Silva`, email };
}

it('backs up under load, restores into a fresh DATA_DIR, and the server there has every acknowledged join and call', async () => {
  const env = (dataDir: string) => ({
    DATA_DIR: dataDir,
    CEP_LOOKUP_URL: lookups.cepBaseUrl,
    CNPJ_LOOKUP_URL: lookups.cnpjBaseUrl,
    RATE_LIMIT_MAX: '100000',
  });
  const first = path.join(root, 'first');
  const server = await startSourceServer(env(first));
  servers.push(server);
  const owner = await signUp(server.baseUrl, 'establishment', 0);
  const queue = await call(server.baseUrl, 'POST', '/api/queues', owner.token, { nome: 'Fila Principal' });
  const queueId = Number(queue.body?.data?.id);
  const clients: Account[] = [];
  for (let n = 1; n <= 6; n++) clients.push(await signUp(server.baseUrl, 'user', n));

  const joins: { ticketId: number; at: number }[] = [];
  const calls: { ticketId: number; at: number }[] = [];
  let stopping = false;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const clientLoop = async (client: Account) => {
    while (!stopping) {
      const joined = await call(server.baseUrl, 'POST', `/api/queues/${queueId}/join`, client.token, {
        nome: client.name,
        telefone: '11987654321',
        email: client.email,
        isGroup: false,
      });
      if (joined.status === 201)
        joins.push({ ticketId: Number(joined.body?.data?.ticketId), at: Date.now() });
      await pause(Math.random() * 20);
      // A called ticket cannot leave (4xx): the next join starts a new one all the same.
      await call(server.baseUrl, 'DELETE', `/api/queues/${queueId}/leave`, client.token);
    }
  };
  const ownerLoop = async () => {
    while (!stopping) {
      const called = await call(server.baseUrl, 'POST', `/api/queues/${queueId}/chamar-proximo`, owner.token);
      if (called.status === 200)
        calls.push({ ticketId: Number(called.body?.data?.ticketId), at: Date.now() });
      else await pause(10);
    }
  };
  const load = Promise.all([...clients.map(clientLoop), ownerLoop()]);
  while (joins.length < 20 || calls.length < 5) await pause(20);

  const began = Date.now();
  const backup = await runEntry('backup.ts', [], { DATA_DIR: first });
  const ended = Date.now();
  stopping = true;
  await load;
  expect(backup.code, backup.stderr).toBe(0);
  // The load went on while the copy was made.
  expect(joins.some((join) => join.at > began && join.at < ended)).toBe(true);
  const [copy] = readdirSync(path.join(first, 'backups')).filter((name) => name.endsWith('.db'));
  expect(copy).toMatch(/^vez-\d{4}-\d{2}-\d{2}T[\d-]+Z\.db$/);
  const copyFile = path.join(first, 'backups', copy as string);
  expect(backup.stdout).toContain(`Cópia do banco gravada em ${copyFile}`);

  // Restoring over a running server is refused.
  const refused = await runEntry('restore.ts', [copyFile], { DATA_DIR: first });
  expect(refused.code).not.toBe(0);
  expect(refused.stderr).toMatch(/está em uso: o servidor do Vez parece estar rodando/);
  await server.stop();

  const second = path.join(root, 'second');
  const restored = await runEntry('restore.ts', [copyFile], { DATA_DIR: second });
  expect(restored.code, restored.stderr).toBe(0);
  expect(readFileSync(path.join(second, 'jwt-secret'), 'utf8')).toBe(
    readFileSync(path.join(first, 'jwt-secret'), 'utf8'),
  );
  const again = await startSourceServer(env(second));
  servers.push(again);
  // The owner's session from before the backup is valid on the restored server (same secret, same rows).
  const lineup = await call(
    again.baseUrl,
    'GET',
    `/api/queues/${queueId}/clients?isEstablishment=true`,
    owner.token,
  );
  expect(lineup.status).toBe(200);
  await again.stop();

  const db = new SqliteDatabase(path.join(second, 'vez.db'), { readonly: true });
  try {
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(db.pragma('foreign_key_check')).toEqual([]);
    const tickets = new Map(
      (
        db.prepare('SELECT id, called_at FROM tickets WHERE queue_id = ?').all(queueId) as {
          id: number;
          called_at: number | null;
        }[]
      ).map((row) => [row.id, row.called_at]),
    );
    const joinedBefore = joins.filter((join) => join.at < began);
    const calledBefore = calls.filter((c) => c.at < began);
    expect(joinedBefore.length).toBeGreaterThanOrEqual(20);
    for (const join of joinedBefore) expect(tickets.has(join.ticketId), `ticket ${join.ticketId}`).toBe(true);
    for (const c of calledBefore)
      expect(typeof tickets.get(c.ticketId), `call of ${c.ticketId}`).toBe('number');
  } finally {
    db.close();
  }
}, 120_000);
