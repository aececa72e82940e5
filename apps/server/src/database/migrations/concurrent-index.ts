import { type Kysely, sql } from 'kysely';
import { isPostgres } from './column-helpers';

export interface IndexDefinition {
  name: string;
  table: string;
  columns: string[];
  /** A partial index's condition, as SQL both dialects read (written by a migration, never by a user). */
  where?: string;
  unique?: boolean;
}

/**
 * An index on a table that may be big, built without blocking its writes. On PostgreSQL a plain
 * `CREATE INDEX` holds off every insert and update of the table until it is built (migration 006 did so
 * on `tickets`); `CREATE INDEX CONCURRENTLY` lets them through, but may not run inside a transaction: the
 * migration that calls this exports `outsideTransaction = true` (migrate.ts). A concurrent build that
 * fails leaves an INVALID index behind, which the planner never uses but every write still maintains:
 * it is dropped at once, and, should the process die before that, dropped and built again on the next
 * run. A valid index of that name means the build finished before a crash: nothing to do. SQLite builds
 * it plainly (one machine, one writer; a big table there blocks for as long as the build takes).
 */
export async function createIndexConcurrently(db: Kysely<unknown>, index: IndexDefinition): Promise<void> {
  const columns = sql.join(index.columns.map((column) => sql.id(column)));
  const where = index.where ? sql` WHERE ${sql.raw(index.where)}` : sql``;
  const unique = index.unique ? sql`UNIQUE ` : sql``;
  const name = sql.id(index.name);
  const table = sql.id(index.table);
  if (!isPostgres(db)) {
    await sql`CREATE ${unique}INDEX IF NOT EXISTS ${name} ON ${table} (${columns})${where}`.execute(db);
    return;
  }
  const state = await indexState(db, index.name);
  if (state === 'valid') return;
  if (state === 'invalid') await sql`DROP INDEX CONCURRENTLY IF EXISTS ${name}`.execute(db);
  try {
    await sql`CREATE ${unique}INDEX CONCURRENTLY ${name} ON ${table} (${columns})${where}`.execute(db);
  } catch (error) {
    // Best effort: if even this fails, the next run finds the index invalid and drops it then.
    await sql`DROP INDEX CONCURRENTLY IF EXISTS ${name}`.execute(db).catch(() => {});
    throw error;
  }
}

/** Whether the index exists in the schema the connection works in (its search path), and is usable. */
export async function indexState(
  db: Kysely<unknown>,
  name: string,
): Promise<'missing' | 'valid' | 'invalid'> {
  const { rows } = await sql<{ valid: boolean }>`
    SELECT indisvalid AS valid FROM pg_index WHERE indexrelid = to_regclass(${name})`.execute(db);
  if (rows.length === 0) return 'missing';
  return rows[0]?.valid ? 'valid' : 'invalid';
}
