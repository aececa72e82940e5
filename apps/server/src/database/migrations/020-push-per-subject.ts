import { type Kysely, sql } from 'kysely';
import { isPostgres } from './column-helpers';
import { createIndexConcurrently } from './concurrent-index';

/**
 * A browser's push subscription is kept once per person it tells (decision 068): an account, or each guest
 * ticket held on that phone. Until now `endpoint` was unique, so a second ticket (or the account)
 * subscribing from the same browser took the first one's notices away. The key becomes
 * (endpoint, user_type, subject_id); its index also serves the look-ups by endpoint alone (the sender's
 * keys, forgetting a subscription the push service says is gone).
 *
 * Runs outside a transaction: on PostgreSQL the new index is built concurrently, and only then is the old
 * constraint dropped, so no moment goes without a unique key. On SQLite a UNIQUE column constraint cannot
 * be dropped in place: the table is rebuilt in one transaction of its own. Every step checks what is
 * already there, so a run cut short may run again.
 */
export const outsideTransaction = true;

const KEY = 'push_subscriptions_per_subject';

export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await createIndexConcurrently(db, {
      name: KEY,
      table: 'push_subscriptions',
      columns: ['endpoint', 'user_type', 'subject_id'],
      unique: true,
    });
    await dropEndpointConstraintOnPostgres(db);
    return;
  }
  await rebuildWithoutEndpointConstraintOnSqlite(db);
  await createIndexConcurrently(db, {
    name: KEY,
    table: 'push_subscriptions',
    columns: ['endpoint', 'user_type', 'subject_id'],
    unique: true,
  });
}

/** The unique constraint on `endpoint` alone, whatever PostgreSQL named it (008 left the name to it). */
async function dropEndpointConstraintOnPostgres(db: Kysely<unknown>): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    SELECT c.conname AS name FROM pg_constraint c
    JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
    WHERE c.conrelid = to_regclass('push_subscriptions') AND c.contype = 'u'
      AND array_length(c.conkey, 1) = 1 AND a.attname = 'endpoint'`.execute(db);
  for (const { name } of rows) {
    await sql`ALTER TABLE push_subscriptions DROP CONSTRAINT IF EXISTS ${sql.id(name)}`.execute(db);
  }
}

/**
 * Nothing references `push_subscriptions`, so unlike 019's `tickets` the swap needs no foreign keys off:
 * a new table without the constraint, the rows copied, the old one dropped, the new one renamed, and the
 * old table's own indexes (by account, by session) made again from their statements.
 */
async function rebuildWithoutEndpointConstraintOnSqlite(db: Kysely<unknown>): Promise<void> {
  const unique = await sql<{ name: string }>`SELECT il.name FROM pragma_index_list('push_subscriptions') il
    WHERE il."unique" = 1 AND il.origin = 'u'
      AND (SELECT group_concat(ii.name) FROM pragma_index_info(il.name) ii) = 'endpoint'`.execute(db);
  if (unique.rows.length === 0) return;
  await db.transaction().execute(async (trx) => {
    const indexes = await sql<{ sql: string }>`SELECT sql FROM sqlite_master
      WHERE type = 'index' AND tbl_name = 'push_subscriptions' AND sql IS NOT NULL`.execute(trx);
    await sql`DROP TABLE IF EXISTS push_subscriptions_rebuilt`.execute(trx);
    await trx.schema
      .createTable('push_subscriptions_rebuilt')
      .addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement())
      .addColumn('user_type', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'integer', (c) => c.notNull())
      .addColumn('endpoint', 'text', (c) => c.notNull())
      .addColumn('p256dh', 'text', (c) => c.notNull())
      .addColumn('auth', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('session_id', 'text')
      .execute();
    const columns = sql.raw('id, user_type, subject_id, endpoint, p256dh, auth, created_at, session_id');
    await sql`INSERT INTO push_subscriptions_rebuilt (${columns})
      SELECT ${columns} FROM push_subscriptions`.execute(trx);
    await sql`DROP TABLE push_subscriptions`.execute(trx);
    await sql`ALTER TABLE push_subscriptions_rebuilt RENAME TO push_subscriptions`.execute(trx);
    for (const index of indexes.rows) await sql.raw(index.sql).execute(trx);
  });
}
