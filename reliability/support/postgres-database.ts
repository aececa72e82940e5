import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe } from 'vitest';

/** The PostgreSQL server the suite may use (CI sets it); without it the PostgreSQL tests are skipped. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? '';

export const NO_POSTGRES_REASON =
  'TEST_DATABASE_URL não definido: testes de PostgreSQL + Redis pulados (o CI define; ex.: postgres://postgres@127.0.0.1:5432/test)';

export interface PostgresDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A database of its own on TEST_DATABASE_URL's server (`vez_rel_<random>`), as a real deployment has:
 * the server migrates it at start, exactly as in production. Dropped afterwards.
 */
export async function createPostgresDatabase(): Promise<PostgresDatabase> {
  const name = `vez_rel_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name}`);
  const url = new URL(TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    // FORCE: a SIGKILLed server may leave connections the database has not noticed yet.
    drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Declares a PostgreSQL suite, or a skipped one whose name says why (no TEST_DATABASE_URL). */
export function describePostgres(name: string, body: () => void) {
  if (TEST_DATABASE_URL) describe(name, body);
  else describe.skip(`${name} — ${NO_POSTGRES_REASON}`, body);
}
