import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test-support/test-database';
import { createIndexConcurrently, indexState } from './concurrent-index';

const UNIQUE_CODE = { name: 'things_code', table: 'things', columns: ['code'], unique: true };

describe.each(TEST_DIALECTS)('an index built without blocking writes [%s]', (dialect) => {
  let database: TestDatabase | null = null;
  afterEach(async () => {
    await database?.dispose();
    database = null;
  });

  async function tableWithDuplicates() {
    database = await createTestDatabase(dialect);
    // Tables of this test's own, outside the app's schema types.
    const db = database.handle.db as unknown as Kysely<unknown>;
    await sql`CREATE TABLE things (id integer PRIMARY KEY, code text NOT NULL)`.execute(db);
    await sql`INSERT INTO things (id, code) VALUES (1, 'a'), (2, 'b'), (3, 'a')`.execute(db);
    return db;
  }

  it('builds a partial index once; asked again, finds it there', async () => {
    const db = await tableWithDuplicates();
    const index = { name: 'things_a', table: 'things', columns: ['code', 'id'], where: "code = 'a'" };
    await createIndexConcurrently(db, index);
    await createIndexConcurrently(db, index);
    if (dialect === 'postgres') {
      expect(await indexState(db, 'things_a')).toBe('valid');
      const { rows } = await sql<{
        def: string;
      }>`SELECT pg_get_indexdef(to_regclass('things_a')) AS def`.execute(db);
      expect(rows[0]?.def).toMatch(/\(code, id\) WHERE \(code = 'a'::text\)$/);
    } else {
      const { rows } = await sql<{
        sql: string;
      }>`SELECT sql FROM sqlite_master WHERE name = 'things_a'`.execute(db);
      expect(rows[0]?.sql).toMatch(/WHERE code = 'a'$/);
    }
  });

  it.runIf(dialect === 'postgres')('leaves no invalid index behind when the build fails', async () => {
    const db = await tableWithDuplicates();
    await expect(createIndexConcurrently(db, UNIQUE_CODE)).rejects.toThrow(/could not create unique index/);
    expect(await indexState(db, 'things_code')).toBe('missing');

    await sql`DELETE FROM things WHERE id = 3`.execute(db);
    await createIndexConcurrently(db, UNIQUE_CODE);
    expect(await indexState(db, 'things_code')).toBe('valid');
  });

  it.runIf(dialect === 'postgres')(
    'drops and builds again an invalid index a crashed build left',
    async () => {
      const db = await tableWithDuplicates();
      // What a build stopped half-way leaves: an index PostgreSQL marks INVALID (never read, still written).
      await expect(
        sql`CREATE UNIQUE INDEX CONCURRENTLY things_code ON things (code)`.execute(db),
      ).rejects.toThrow();
      expect(await indexState(db, 'things_code')).toBe('invalid');

      await sql`DELETE FROM things WHERE id = 3`.execute(db);
      await createIndexConcurrently(db, UNIQUE_CODE);
      expect(await indexState(db, 'things_code')).toBe('valid');
    },
  );

  it.runIf(dialect === 'postgres')(
    'refuses to run inside a transaction, where it would block writes',
    async () => {
      const db = await tableWithDuplicates();
      await expect(
        db
          .transaction()
          .execute((trx) =>
            createIndexConcurrently(trx, { name: 'things_id', table: 'things', columns: ['id'] }),
          ),
      ).rejects.toThrow(/cannot run inside a transaction block/);
    },
  );
});
