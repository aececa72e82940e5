import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test-support/test-database';
import { migrationNames } from '../migrate';
import { withStartupLock } from '../startup-lock';
import { indexState } from './concurrent-index';

const T = 1_795_000_000_000;
const INDEXES = ['outbox_messages_given_up', 'outbox_messages_sent'];

describe.each(TEST_DIALECTS)('migration 018 indexes finished outbox messages [%s]', (dialect) => {
  let database: TestDatabase | null = null;
  afterEach(async () => {
    await database?.dispose();
    database = null;
  });

  async function outboxIndexes(db: TestDatabase): Promise<string[]> {
    const { rows } =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master
            WHERE type = 'index' AND tbl_name = 'outbox_messages' AND name IN ('outbox_messages_given_up', 'outbox_messages_sent')`.execute(
            db.handle.db,
          )
        : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
            WHERE schemaname = ${db.schema} AND tablename = 'outbox_messages'
              AND indexname IN ('outbox_messages_given_up', 'outbox_messages_sent')`.execute(db.handle.db);
    if (dialect === 'postgres') {
      const raw = db.handle.db as unknown as Kysely<unknown>;
      for (const { name } of rows) expect(await indexState(raw, name)).toBe('valid');
    }
    return rows.map((row) => row.name).sort();
  }

  it('builds both indexes on an outbox that has rows, and keeps the rows', async () => {
    database = await createTestDatabase(dialect, { upTo: '017-notice-expiry' });
    const db = database.handle.db;
    for (const [key, sent] of [
      ['a', T],
      ['b', null],
    ] as const) {
      await sql`INSERT INTO outbox_messages (dedupe_key, channel, recipient, subject, text_body, html_body, created_at, available_at, sent_at)
        VALUES (${key}, 'email', 'ana@x.com', 'Vez', 't', 'h', ${T}, ${T}, ${sent})`.execute(db);
    }
    expect(await outboxIndexes(database)).toEqual([]);

    // On PostgreSQL it builds CONCURRENTLY, which fails inside a transaction: it runs outside one.
    await database.migrateToLatest();

    expect(await outboxIndexes(database)).toEqual(INDEXES);
    const rows = await db.selectFrom('outbox_messages').select(['dedupe_key', 'sent_at']).execute();
    expect(rows.map((r) => [r.dedupe_key, r.sent_at === null ? null : Number(r.sent_at)]).sort()).toEqual([
      ['a', T],
      ['b', null],
    ]);
  });

  it('runs again after a crash that came after its indexes but before it was recorded', async () => {
    // The crash stopped 018, so nothing after it ran: the database is as 018 left it, unrecorded.
    database = await createTestDatabase(dialect, { upTo: '018-outbox-retention' });
    const db = database.handle.db;
    await sql`DELETE FROM kysely_migration WHERE name = '018-outbox-retention'`.execute(db);
    if (dialect === 'postgres') await sql`DROP INDEX outbox_messages_given_up`.execute(db);

    await database.migrateToLatest();

    expect(await outboxIndexes(database)).toEqual(INDEXES);
    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    expect(rows.map((row) => row.name).sort()).toEqual(migrationNames());
  });

  it.runIf(dialect === 'postgres')(
    'is not held up by a second instance waiting for the start-up lock meanwhile',
    async () => {
      // A waiter blocked inside `SELECT pg_advisory_lock(…)` keeps a snapshot open, which a concurrent
      // build waits for while the waiter waits for the build's instance: the start-up lock polls instead.
      database = await createTestDatabase(dialect, { upTo: '017-notice-expiry' });
      const current = database;
      const other = current.openAnother();
      const order: string[] = [];
      let second: Promise<void> | undefined;
      await withStartupLock(current.handle, async () => {
        second = withStartupLock(other, async () => {
          order.push('second instance');
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
        await current.migrateToLatest();
        order.push('migrated');
      });
      await second;
      expect(order).toEqual(['migrated', 'second instance']);
      expect(await outboxIndexes(current)).toEqual(INDEXES);
    },
  );
});
