import { type Kysely, sql } from 'kysely';

export const TRIGRAM_INDEX = 'establishments_search_trigram';

/**
 * PostgreSQL: a GIN index of trigrams on `establishments.search_text`, which `LIKE '%…%'` uses (a btree
 * cannot). It needs the pg_trgm extension: used where it is installed, created where this role may
 * (it is a trusted extension: the database's CREATE privilege suffices), and otherwise left out. The
 * search then reads every row, which stays correct; `docs/deploy.md` says how to add the index later.
 * The attempt runs in a savepoint, so a refusal does not abort the migration's transaction.
 */
export async function createTrigramIndex(db: Kysely<unknown>, extension = 'pg_trgm'): Promise<boolean> {
  let schema = await extensionSchema(db, extension);
  if (!schema) {
    await sql`savepoint vez_trigram`.execute(db);
    try {
      await sql`create extension if not exists ${sql.id(extension)}`.execute(db);
      await sql`release savepoint vez_trigram`.execute(db);
    } catch {
      await sql`rollback to savepoint vez_trigram`.execute(db);
      return false;
    }
    schema = await extensionSchema(db, extension);
    if (!schema) return false;
  }
  // The operator class is named with its schema: the extension may live outside the search path.
  await sql`create index ${sql.id(TRIGRAM_INDEX)} on establishments using gin (search_text ${sql.id(schema)}.gin_trgm_ops)`.execute(
    db,
  );
  return true;
}

async function extensionSchema(db: Kysely<unknown>, extension: string): Promise<string | null> {
  const { rows } = await sql<{ schema: string }>`
    select n.nspname as schema from pg_extension e join pg_namespace n on n.oid = e.extnamespace
    where e.extname = ${extension}`.execute(db);
  return rows[0]?.schema ?? null;
}
