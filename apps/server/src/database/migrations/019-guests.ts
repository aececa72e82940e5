import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';
import { createIndexConcurrently } from './concurrent-index';

/**
 * Tickets without an account (decision 068): a guest from the QR link, a walk-in added at the counter, a
 * kiosk join. `tickets.client_id` becomes nullable and a ticket says where it came from; a guest's ticket
 * keeps its link's salt and the hash of its token. Queues say whether guests may join and whether they must give a phone.
 * Kiosk links live beside the TV panels' and, like them, keep only the token's hash.
 *
 * Runs outside a transaction: on PostgreSQL to build the tickets indexes without blocking joins; on SQLite
 * because dropping a NOT NULL means rebuilding the table with foreign keys off, which SQLite allows only
 * between transactions. Every step checks what is already there, so a run cut short may run again.
 */
export const outsideTransaction = true;

export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  if (postgres) await sql`ALTER TABLE tickets ALTER COLUMN client_id DROP NOT NULL`.execute(db);
  else await makeClientOptionalOnSqlite(db);

  const ticketColumns = await columnsOf(db, 'tickets', postgres);
  if (!ticketColumns.has('origin')) {
    await db.schema
      .alterTable('tickets')
      .addColumn('origin', 'text', (c) => c.notNull().defaultTo('conta'))
      .execute();
  }
  if (!ticketColumns.has('link_hash')) {
    await db.schema.alterTable('tickets').addColumn('link_hash', 'text').execute();
  }
  // The link's token is rebuilt from this and the server's secret (guest-link.ts): notices carry the link.
  if (!ticketColumns.has('link_salt')) {
    await db.schema.alterTable('tickets').addColumn('link_salt', 'text').execute();
  }
  // When the guest's name, phone and e-mail were blanked (GUEST_DATA_RETENTION_DAYS after the end).
  if (!ticketColumns.has('guest_data_erased_at')) {
    await db.schema.alterTable('tickets').addColumn('guest_data_erased_at', 'bigint').execute();
  }
  const queueColumns = await columnsOf(db, 'queues', postgres);
  if (!queueColumns.has('guests_allowed')) {
    await db.schema
      .alterTable('queues')
      .addColumn('guests_allowed', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }
  if (!queueColumns.has('guest_phone_required')) {
    await db.schema
      .alterTable('queues')
      .addColumn('guest_phone_required', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
  }

  await createIndexConcurrently(db, {
    name: 'tickets_by_link',
    table: 'tickets',
    columns: ['link_hash'],
    where: 'link_hash IS NOT NULL',
    unique: true,
  });
  // One waiting ticket per phone per queue among people without an account (an account has its own).
  await createIndexConcurrently(db, {
    name: 'tickets_one_waiting_guest_phone',
    table: 'tickets',
    columns: ['queue_id', 'phone'],
    where: "status = 'waiting' AND client_id IS NULL AND phone <> ''",
    unique: true,
  });
  // The erasure job's worklist: guest tickets whose data is still there.
  await createIndexConcurrently(db, {
    name: 'tickets_guest_data_kept',
    table: 'tickets',
    columns: ['joined_at'],
    where: 'client_id IS NULL AND guest_data_erased_at IS NULL',
  });

  await idColumn(db.schema.createTable('kiosks').ifNotExists(), postgres)
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    // Null: every open queue of the establishment, including ones created later.
    .addColumn('queue_id', 'integer', (c) => c.references('queues.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('kiosks_by_establishment')
    .ifNotExists()
    .on('kiosks')
    .column('establishment_id')
    .execute();
}

async function columnsOf(db: Kysely<unknown>, table: string, postgres: boolean): Promise<Set<string>> {
  const rows = postgres
    ? await sql<{ name: string }>`SELECT column_name AS name FROM information_schema.columns
        WHERE table_name = ${table} AND table_schema = current_schema()`.execute(db)
    : await sql<{ name: string }>`SELECT name FROM pragma_table_info(${table})`.execute(db);
  return new Set(rows.rows.map((row) => row.name));
}

/**
 * SQLite cannot drop a NOT NULL in place: the table is rebuilt from its own CREATE statement with the
 * constraint taken off, copied, swapped in, and its indexes made again (SQLite's documented procedure).
 * Foreign keys are off while the tables swap, or dropping the old one would cascade to the tickets'
 * payments; the check before the commit proves nothing points nowhere.
 */
async function makeClientOptionalOnSqlite(db: Kysely<unknown>): Promise<void> {
  const info = await sql<{ notnull: number }>`SELECT "notnull" FROM pragma_table_info('tickets')
    WHERE name = 'client_id'`.execute(db);
  if (info.rows[0]?.notnull !== 1) return;
  const table = await sql<{ sql: string }>`SELECT sql FROM sqlite_master
    WHERE type = 'table' AND name = 'tickets'`.execute(db);
  const indexes = await sql<{ sql: string }>`SELECT sql FROM sqlite_master
    WHERE type = 'index' AND tbl_name = 'tickets' AND sql IS NOT NULL`.execute(db);
  const create = table.rows[0]?.sql ?? '';
  const optional = create
    .replace(/^CREATE TABLE "?tickets"?/i, 'CREATE TABLE "tickets_rebuilt"')
    .replace(/("?client_id"?\s+integer)\s+not null/i, '$1');
  if (optional === create || !/tickets_rebuilt/.test(optional)) {
    throw new Error('migração 019: não reconheci a tabela tickets');
  }
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await sql`BEGIN IMMEDIATE`.execute(db);
    try {
      await sql.raw(optional).execute(db);
      await sql`INSERT INTO tickets_rebuilt SELECT * FROM tickets`.execute(db);
      await sql`DROP TABLE tickets`.execute(db);
      await sql`ALTER TABLE tickets_rebuilt RENAME TO tickets`.execute(db);
      for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
      const broken = await sql`PRAGMA foreign_key_check`.execute(db);
      if (broken.rows.length > 0) throw new Error('migração 019: chaves estrangeiras quebradas');
      await sql`COMMIT`.execute(db);
    } catch (error) {
      await sql`ROLLBACK`.execute(db);
      throw error;
    }
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}
