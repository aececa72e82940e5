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
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const handle = openPostgres({ url, schema, maxConnections: 5 });
  await migrate(handle, schema);
  const others: DatabaseHandle[] = [];
  return {
    handle,
    schema,
    dataDir,
    openAnother: () => {
      const other = openPostgres({ url, schema, maxConnections: 5 });
      others.push(other);
      return other;
    },
    dispose: async () => {
      for (const other of others) await other.close();
      await handle.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
