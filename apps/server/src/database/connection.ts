import { chmodSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { AppConfig } from '../config/config';
import type { Database } from './schema';

export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: Dialect;
  /** PostgreSQL's pool right now (SQLite has one connection and no pool): for the metrics. */
  poolUsage?: () => { inUse: number; idle: number; waiting: number };
  close(): Promise<void>;
}

// int8 (bigint) columns hold epoch milliseconds, which fit a JS number exactly; parse them as numbers.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export interface PostgresOptions {
  url: string;
  /** Tests isolate themselves in a schema of their own. */
  schema?: string;
  maxConnections?: number;
  /** Told when an idle connection is lost; the default writes one line to stderr. */
  onIdleConnectionLost?: (error: Error) => void;
}

function warnIdleConnectionLost(error: Error) {
  console.error(
    `[postgres] conexão ociosa perdida (outra será aberta na próxima consulta): ${error.message}`,
  );
}

export function openPostgres(options: PostgresOptions): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 10,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // A connection PostgreSQL drops while it sits idle in the pool (a restart, a failover, an
  // administrator) is an 'error' event on the pool, and an unheard 'error' event ends the process. The
  // pool has already discarded that client; the next query opens a new one.
  pool.on('error', options.onIdleConnectionLost ?? warnIdleConnectionLost);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const poolUsage = () => ({
    inUse: pool.totalCount - pool.idleCount,
    idle: pool.idleCount,
    waiting: pool.waitingCount,
  });
  return { db, dialect: 'postgres', poolUsage, close: () => db.destroy() };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs as much as running a small one. The SQL text of our
 * queries repeats (values are bound parameters), so prepared statements are kept and reused.
 */
function withStatementCache(sqlite: SqliteDatabase.Database) {
  const statements = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = statements.get(sql);
      if (!statement) {
        statement = sqlite.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE)
          statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement;
    },
  };
}

export function openSqlite(file: string): DatabaseHandle {
  if (file !== ':memory:') mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const sqlite = new SqliteDatabase(file);
  // Readable by the server's user only (its -wal and -shm files take the same permissions).
  if (file !== ':memory:') chmodSync(file, 0o600);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // Short: better-sqlite3 waits synchronously, blocking the event loop; queue mutations retry instead.
  sqlite.pragma('busy_timeout = 100');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

export function openDatabase(config: AppConfig['database']): DatabaseHandle {
  return config.kind === 'postgres' ? openPostgres({ url: config.url }) : openSqlite(config.file);
}
