import { establishmentSearchText } from '@vez/domain';
import { type Kysely, sql } from 'kysely';
import { isPostgres } from './column-helpers';
import { createTrigramIndex } from './trigram-index';

/**
 * The trade name (nome fantasia, decision 056) and the folded text the establishments list searches
 * (decision 057): lower case, no accents, legal and trade names together, kept by the server. Searched
 * by substring, so it is indexed by trigrams: FTS5's trigram tokenizer on SQLite (a table of its own,
 * kept by triggers), pg_trgm's GIN index on PostgreSQL when the extension is there or can be created.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('establishments').addColumn('trade_name', 'text').execute();
  await db.schema
    .alterTable('establishments')
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  const rows = await sql<{
    id: number;
    legal_name: string;
  }>`select id, legal_name from establishments`.execute(db);
  for (const row of rows.rows) {
    const text = establishmentSearchText({ nome_empresa: row.legal_name });
    await sql`update establishments set search_text = ${text} where id = ${row.id}`.execute(db);
  }
  if (isPostgres(db)) await createTrigramIndex(db);
  else await createSqliteSearchTable(db);
}

async function createSqliteSearchTable(db: Kysely<unknown>): Promise<void> {
  // Its rowid is the establishment's id; it keeps its own copy of the (short) text.
  await sql`create virtual table establishments_search using fts5(search_text, tokenize = 'trigram')`.execute(
    db,
  );
  await sql`insert into establishments_search (rowid, search_text) select id, search_text from establishments`.execute(
    db,
  );
  await sql`create trigger establishments_search_insert after insert on establishments begin
    insert into establishments_search (rowid, search_text) values (new.id, new.search_text);
  end`.execute(db);
  await sql`create trigger establishments_search_update after update of search_text on establishments begin
    update establishments_search set search_text = new.search_text where rowid = new.id;
  end`.execute(db);
  await sql`create trigger establishments_search_delete after delete on establishments begin
    delete from establishments_search where rowid = old.id;
  end`.execute(db);
}
