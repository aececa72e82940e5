import { type Kysely, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test-support/test-database';
import { migrationNames } from '../migrate';

const T = 1_795_000_000_000;

describe.each(TEST_DIALECTS)('migration 019 lets a ticket have no account [%s]', (dialect) => {
  let database: TestDatabase | null = null;
  afterEach(async () => {
    await database?.dispose();
    database = null;
  });

  /** A row with every required column filled by type, plus the given values: what the test cares about. */
  async function insertRow(db: Kysely<unknown>, table: string, values: Record<string, unknown>) {
    const columns =
      dialect === 'sqlite'
        ? (
            await sql<{ name: string; type: string; required: number }>`SELECT name, type,
              ("notnull" = 1 AND dflt_value IS NULL AND pk = 0) AS required FROM pragma_table_info(${table})`.execute(
              db,
            )
          ).rows
        : (
            await sql<{ name: string; type: string; required: boolean }>`SELECT column_name AS name,
              data_type AS type, (is_nullable = 'NO' AND column_default IS NULL) AS required
              FROM information_schema.columns WHERE table_name = ${table} AND table_schema = current_schema()`.execute(
              db,
            )
          ).rows;
    const row: Record<string, unknown> = {};
    for (const column of columns) {
      if (!column.required) continue;
      row[column.name] = /bigint/i.test(column.type)
        ? T
        : /int|numeric/i.test(column.type)
          ? 1
          : `${table}-${column.name}`;
    }
    Object.assign(row, values);
    const names = Object.keys(row);
    const inserted = await sql<{
      id: number;
    }>`INSERT INTO ${sql.table(table)} (${sql.join(names.map((n) => sql.ref(n)))})
      VALUES (${sql.join(names.map((n) => row[n]))}) RETURNING *`.execute(db);
    return Number(inserted.rows[0]?.id);
  }

  async function ticketIndexes(db: Kysely<unknown>): Promise<string[]> {
    const { rows } =
      dialect === 'sqlite'
        ? await sql<{ name: string }>`SELECT name FROM sqlite_master
            WHERE type = 'index' AND tbl_name = 'tickets' AND sql IS NOT NULL`.execute(db)
        : await sql<{ name: string }>`SELECT indexname AS name FROM pg_indexes
            WHERE schemaname = current_schema() AND tablename = 'tickets' AND indexname NOT LIKE '%_pkey'`.execute(
            db,
          );
    return rows.map((row) => row.name).sort();
  }

  it('keeps every ticket, its indexes and what points at it, and takes tickets without an account', async () => {
    database = await createTestDatabase(dialect, { upTo: '018-outbox-retention' });
    const db = database.handle.db as unknown as Kysely<unknown>;
    const client = await insertRow(db, 'users', { email: 'ana@exemplo.com', cpf: '52998224725' });
    const establishment = await insertRow(db, 'establishments', { cnpj: '11222333000181' });
    const queue = await insertRow(db, 'queues', { establishment_id: establishment, status: 'ativa' });
    const ticket = await insertRow(db, 'tickets', {
      queue_id: queue,
      client_id: client,
      status: 'waiting',
      slot: 1,
      seq: 1,
      name: 'Ana Souza',
    });
    await insertRow(db, 'payments', { id: 'pay-1', status: 'approved' });
    await insertRow(db, 'payment_advances', {
      payment_id: 'pay-1',
      client_id: client,
      ticket_id: ticket,
      queue_id: queue,
      establishment_id: establishment,
    });
    const before = await ticketIndexes(db);

    await database.migrateToLatest();

    const kept = await sql<{ name: string; client_id: number; origin: string }>`SELECT name, client_id, origin
      FROM tickets WHERE id = ${ticket}`.execute(db);
    expect(kept.rows.map((r) => ({ ...r, client_id: Number(r.client_id) }))).toEqual([
      { name: 'Ana Souza', client_id: client, origin: 'conta' },
    ]);
    // Swapping the table on SQLite must not have cascaded to the ticket's payment.
    const advances = await sql`SELECT 1 FROM payment_advances WHERE ticket_id = ${ticket}`.execute(db);
    expect(advances.rows).toHaveLength(1);
    // 019's three, and 021's (an attempt's ticket without a phone).
    expect(await ticketIndexes(db)).toEqual(
      [
        ...before,
        'tickets_by_link',
        'tickets_guest_data_kept',
        'tickets_one_waiting_guest_attempt',
        'tickets_one_waiting_guest_phone',
      ].sort(),
    );

    await insertRow(db, 'tickets', {
      queue_id: queue,
      client_id: null,
      origin: 'convidado',
      status: 'waiting',
      slot: 2,
      seq: 2,
      phone: '11987654321',
    });
    // A second waiting guest ticket with the same phone in the same queue is refused by the index.
    await expect(
      insertRow(db, 'tickets', {
        queue_id: queue,
        client_id: null,
        origin: 'convidado',
        status: 'waiting',
        slot: 3,
        seq: 3,
        phone: '11987654321',
      }),
    ).rejects.toThrow();
    if (dialect === 'sqlite') {
      // Foreign keys are on again: a ticket of a queue that does not exist is refused.
      await expect(insertRow(db, 'tickets', { queue_id: 999_999, client_id: null })).rejects.toThrow();
    }
  });

  it('runs again after a crash before it was recorded', async () => {
    // The crash stopped 019, so nothing after it ran: the database is as 019 left it, unrecorded.
    database = await createTestDatabase(dialect, { upTo: '019-guests' });
    const db = database.handle.db as unknown as Kysely<unknown>;
    await sql`DELETE FROM kysely_migration WHERE name = '019-guests'`.execute(db);

    await database.migrateToLatest();

    const { rows } = await sql<{ name: string }>`SELECT name FROM kysely_migration`.execute(db);
    expect(rows.map((row) => row.name).sort()).toEqual(migrationNames());
  });
});
