import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type DatabaseHandle, type Dialect, openPostgres, openSqlite } from '../database/connection';
import { migrateTo, migrateToLatest } from '../database/migrate';

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL is set (CI sets it). */
export const TEST_DIALECTS: Dialect[] = process.env.TEST_DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDatabase {
  handle: DatabaseHandle;
  /** The PostgreSQL schema of this test's data (none on SQLite). */
  schema?: string;
  dataDir: string;
  /** Opens another connection to the same data, as a second server instance would. */
  openAnother(): DatabaseHandle;
  /** Runs the migrations not run yet (a database created `upTo` an older one), as the server's start does. */
  migrateToLatest(): Promise<void>;
  dispose(): Promise<void>;
}

/** A fresh, migrated database of its own for one test: a temp SQLite file or a new PostgreSQL schema. */
export async function createTestDatabase(
  dialect: Dialect,
  options: { upTo?: string } = {},
): Promise<TestDatabase> {
  const migrate = (handle: DatabaseHandle, schema?: string) =>
    options.upTo ? migrateTo(handle.db, options.upTo, schema) : migrateToLatest(handle.db, schema);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'vez-test-'));
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'vez.db');
    const handle = openSqlite(file);
    await migrate(handle);
    const others: DatabaseHandle[] = [];
    return {
      handle,
      dataDir,
      migrateToLatest: () => migrateToLatest(handle.db),
      openAnother: () => {
        const other = openSqlite(file);
        others.push(other);
        return other;
      },
      dispose: async () => {
        for (const other of others) await other.close();
        await handle.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }

  const url = process.env.TEST_DATABASE_URL as string;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const handle = openPostgres({ url, schema, maxConnections: 5 });
  try {
    await whileNoSchemaIsDropped(url, async (admin) => {
      await installTrigramsOnce(admin);
      await admin.query(`CREATE SCHEMA ${schema}`);
      await migrate(handle, schema);
    });
  } catch (error) {
    // Nothing of a failed start stays behind: the pool closes and the schema goes (under the lock).
    await handle.close();
    await dropSchemaWhenNoneMigrates(url, schema, { ifExists: true });
    throw error;
  }
  const others: DatabaseHandle[] = [];
  return {
    handle,
    schema,
    dataDir,
    migrateToLatest: () => whileNoSchemaIsDropped(url, () => migrateToLatest(handle.db, schema)),
    openAnother: () => {
      const other = openPostgres({ url, schema, maxConnections: 5 });
      others.push(other);
      return other;
    },
    dispose: async () => {
      for (const other of others) await other.close();
      await handle.close();
      await dropSchemaWhenNoneMigrates(url, schema);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Kysely's migrator starts by reading the tables of every schema in the database, through functions that
 * look each schema up by name: a schema another test drops during that read makes it fail, naming that
 * other schema (CI saw it twice in one run). So tests migrate under a shared advisory lock and drop under
 * the exclusive one: migrations run side by side, a drop waits for those under way. The drop waits by
 * asking again, not inside a blocking statement: a migration building an index concurrently would wait
 * for that statement's snapshot while it waits for the migration (advisory-lock.ts), for ever. A drop
 * is short, so migrations asked for meanwhile wait little. Ending the session releases the lock.
 */
const SCHEMA_LOCK = '7408, 1';

async function whileNoSchemaIsDropped<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`SELECT pg_advisory_lock_shared(${SCHEMA_LOCK})`);
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * pg_trgm, in `public`, before any test migrates: a migration that found it missing would create it in its
 * test's schema (the first of its search path), and dropping that schema would take the extension, and
 * every other test's index on it, along (decision 057). One test at a time creates it.
 */
async function installTrigramsOnce(admin: pg.Client): Promise<void> {
  await admin.query('BEGIN');
  try {
    await admin.query('SELECT pg_advisory_xact_lock(7408, 2)');
    await admin.query('CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public');
    await admin.query('COMMIT');
  } catch (error) {
    await admin.query('ROLLBACK');
    throw error;
  }
}

async function dropSchemaWhenNoneMigrates(url: string, schema: string, options = { ifExists: false }) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    while (!(await admin.query(`SELECT pg_try_advisory_lock(${SCHEMA_LOCK}) AS locked`)).rows[0]?.locked) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await admin.query(`DROP SCHEMA ${options.ifExists ? 'IF EXISTS ' : ''}${schema} CASCADE`);
  } finally {
    await admin.end();
  }
}
