import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../apps/server/src/auth/password-hashing';
import { SessionTokens } from '../../apps/server/src/auth/session-tokens';
import type { DatabaseHandle } from '../../apps/server/src/database/connection';
import { freshCpf } from '../../apps/server/src/test-support/documents';
import type { Account } from './api';
import { JWT_SECRET } from './deployment';

const SESSION_TTL_MS = 24 * 3_600_000;
const CHUNK = 500;
let counter = 0;

/**
 * Client accounts with a session each, written straight into the deployment's database with the
 * server's own password hash and token signer (as bench/seed.ts does). Registering and logging in 1,000
 * clients over HTTP costs 2,000 scrypt hashes, about 100 s of this 2-core machine: more than the whole
 * suite's budget. The establishment and the queues still go through the public API, and so does every
 * join, call and stream the tests measure; the tokens are ordinary sessions the servers verify.
 */
export async function seedClients(database: DatabaseHandle, count: number): Promise<Account[]> {
  const tokens = new SessionTokens(JWT_SECRET);
  const passwordHash = await hashPassword('Segura123');
  const now = Date.now();
  const run = `${process.pid}${Date.now().toString(36)}`;
  const rows = Array.from({ length: count }, () => {
    const n = ++counter;
    return {
      name: `Pessoa ${n} Confiável`,
      cpf: freshCpf(),
      birth_date: '1990-03-15',
      phone: '11987654321',
      email: `pessoa${n}.${run}@exemplo.com`,
      password_hash: passwordHash,
      cep: '01310100',
      street: 'Avenida Paulista',
      number: '1000',
      district: 'Bela Vista',
      city: 'São Paulo',
      uf: 'SP',
      created_at: now,
      updated_at: now,
    };
  });
  const accounts: Account[] = [];
  for (let from = 0; from < rows.length; from += CHUNK) {
    const chunk = rows.slice(from, from + CHUNK);
    const inserted = await database.db.insertInto('users').values(chunk).returning('id').execute();
    const sessions = inserted.map((row) => ({
      id: randomUUID(),
      user_type: 'cliente' as const,
      subject_id: row.id,
      created_at: now,
      expires_at: now + SESSION_TTL_MS,
      revoked_at: null,
      user_agent: 'reliability-suite',
    }));
    await database.db.insertInto('sessions').values(sessions).execute();
    for (const [i, session] of sessions.entries()) {
      const row = chunk[i] as (typeof rows)[number];
      const token = await tokens.sign(
        { sessionId: session.id, userType: 'cliente', userId: session.subject_id },
        session.expires_at,
      );
      accounts.push({ id: session.subject_id, token, email: row.email, name: row.name });
    }
  }
  return accounts;
}
