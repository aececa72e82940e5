import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test-support/test-database';
import { migrationNames } from '../migrate';

const T = 1_795_000_000_000;
const PHONE = 'https://fcm.googleapis.com/fcm/send/telefone';
const LAPTOP = 'https://updates.push.services.mozilla.com/wpush/v2/notebook';

describe.each(TEST_DIALECTS)(
  'migration 020 keys push subscriptions by browser and person told [%s]',
  (dialect) => {
    let database: TestDatabase | null = null;
    afterEach(async () => {
      await database?.dispose();
      database = null;
    });

    function subscribe(db: Kysely<unknown>, endpoint: string, userType: string, subjectId: number, at = T) {
      return sql`INSERT INTO push_subscriptions (user_type, subject_id, endpoint, p256dh, auth, created_at, session_id)
      VALUES (${userType}, ${subjectId}, ${endpoint}, 'chave', 'segredo', ${at}, ${`sessao-${subjectId}`})`.execute(
        db,
      );
    }

    async function rows(db: Kysely<unknown>) {
      const { rows } = await sql<{
        id: number;
        user_type: string;
        subject_id: number;
        endpoint: string;
        session_id: string | null;
      }>`SELECT id, user_type, subject_id, endpoint, session_id FROM push_subscriptions ORDER BY id`.execute(
        db,
      );
      return rows.map((r) => ({ ...r, id: Number(r.id), subject_id: Number(r.subject_id) }));
    }

    async function indexes(db: Kysely<unknown>): Promise<string[]> {
      const { rows } =
        dialect === 'sqlite'
          ? await sql<{ name: string }>`SELECT name FROM sqlite_master
            WHERE type = 'index' AND tbl_name = 'push_subscriptions' AND sql IS NOT NULL`.execute(db)
          : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
            WHERE schemaname = current_schema() AND tablename = 'push_subscriptions'
              AND indexname NOT LIKE '%_pkey'`.execute(db);
      return rows.map((row) => row.name).sort();
    }

    it('keeps every subscription and its indexes, and takes one browser for several people', async () => {
      database = await createTestDatabase(dialect, { upTo: '019-guests' });
      const db = database.handle.db as unknown as Kysely<unknown>;
      await subscribe(db, PHONE, 'cliente', 7);
      await subscribe(db, LAPTOP, 'convidado', 41);
      // Before: the browser is one row, whoever subscribed it.
      await expect(subscribe(db, PHONE, 'convidado', 41)).rejects.toThrow();
      const before = await rows(db);

      await database.migrateToLatest();

      expect(await rows(db)).toEqual(before);
      expect(await indexes(db)).toEqual(
        [
          'push_subscriptions_by_account',
          'push_subscriptions_by_session',
          'push_subscriptions_per_subject',
        ].sort(),
      );
      // The account and two guest tickets on one phone: a row each.
      await subscribe(db, PHONE, 'convidado', 41);
      await subscribe(db, PHONE, 'convidado', 42);
      expect((await rows(db)).filter((r) => r.endpoint === PHONE)).toHaveLength(3);
      // The same browser for the same person twice is still refused.
      await expect(subscribe(db, PHONE, 'convidado', 42)).rejects.toThrow();
      // New ids follow the kept ones.
      expect(Math.min(...(await rows(db)).slice(2).map((r) => r.id))).toBeGreaterThan(
        Math.max(...before.map((r) => r.id)),
      );
    });

    it('runs again after a crash before it was recorded', async () => {
      // The crash stopped 020, so nothing after it ran: the database is as 020 left it, unrecorded.
      database = await createTestDatabase(dialect, { upTo: '020-push-per-subject' });
      const db = database.handle.db as unknown as Kysely<unknown>;
      await subscribe(db, PHONE, 'cliente', 7);
      await subscribe(db, PHONE, 'convidado', 41);
      await sql`DELETE FROM kysely_migration WHERE name = '020-push-per-subject'`.execute(db);

      await database.migrateToLatest();

      const { rows: done } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
      expect(done.map((row) => row.name).sort()).toEqual(migrationNames());
      expect(await rows(db)).toHaveLength(2);
      await expect(subscribe(db, PHONE, 'convidado', 41)).rejects.toThrow();
    });
  },
);
