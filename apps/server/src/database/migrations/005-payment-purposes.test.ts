import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from '../../test-support/test-database';

const T = 1_795_000_000_000;

describe.each(TEST_DIALECTS)('migration 005 moves advance payments into payments [%s]', (dialect) => {
  let database: TestDatabase | null = null;
  afterEach(async () => {
    await database?.dispose();
    database = null;
  });

  it('keeps every advance payment, its charges and their ids, and new charges continue the numbering', async () => {
    database = await createTestDatabase(dialect, { upTo: '004-reset-tokens-by-account' });
    const db = database.handle.db;
    await sql`INSERT INTO users (id, name, cpf, birth_date, phone, email, password_hash, cep, street, number, district, city, uf, created_at, updated_at)
      VALUES (1, 'Ana', '52998224725', '1990-01-01', '11987654321', 'ana@x.com', 'x', '01310100', 'Rua', '1', 'B', 'C', 'SP', ${T}, ${T})`.execute(
      db,
    );
    await sql`INSERT INTO establishments (id, legal_name, cnpj, email, password_hash, phone, cep, street, number, district, city, uf, description, created_at, updated_at)
      VALUES (1, 'Loja', '11222333000181', 'loja@x.com', 'x', '', '01310100', 'Rua', '1', 'B', 'C', 'SP', '', ${T}, ${T})`.execute(
      db,
    );
    await sql`INSERT INTO queues (id, establishment_id, name, status, created_at, updated_at) VALUES (1, 1, 'Fila', 'ativa', ${T}, ${T})`.execute(
      db,
    );
    await sql`INSERT INTO tickets (id, queue_id, client_id, slot, seq, status, name, phone, email, group_size, group_members, paid_advance, joined_at)
      VALUES (1, 1, 1, 1, 1, 'waiting', 'Ana', '', '', 1, '[]', 1, ${T})`.execute(db);
    await sql`INSERT INTO advance_payments (id, client_id, ticket_id, queue_id, establishment_id, positions, amount_cents, unit_price_cents,
        provider, provider_checkout_id, provider_payment_id, status, applied_positions, refund_cents, refunded_at, failure, created_at, updated_at, expires_at, settled_at)
      VALUES ('pagamento-antigo-1', 1, 1, 1, 1, 2, 1150, 1000, 'simulado', 'pagamento-antigo-1', '7', 'applied', 2, 0, NULL, NULL, ${T}, ${T}, ${T + 1}, ${T})`.execute(
      db,
    );
    await sql`INSERT INTO simulated_charges (id, payment_id, amount_cents, status, card_last4, refunded_cents, created_at)
      VALUES (7, 'pagamento-antigo-1', 1150, 'approved', '1111', 0, ${T})`.execute(db);

    await database.migrateToLatest();

    expect(await db.selectFrom('payments').selectAll().execute()).toEqual([
      expect.objectContaining({
        id: 'pagamento-antigo-1',
        purpose: 'advance',
        payer_type: 'cliente',
        payer_id: 1,
        amount_cents: 1150,
        provider_payment_id: '7',
        status: 'applied',
        settled_at: T,
      }),
    ]);
    expect(await db.selectFrom('payment_advances').selectAll().execute()).toEqual([
      {
        payment_id: 'pagamento-antigo-1',
        client_id: 1,
        ticket_id: 1,
        queue_id: 1,
        establishment_id: 1,
        positions: 2,
        unit_price_cents: 1000,
        applied_positions: 2,
      },
    ]);
    const next = await db
      .insertInto('simulated_card_charges')
      .values({
        payment_id: 'pagamento-antigo-1',
        amount_cents: 1,
        status: 'rejected',
        card_last4: '0002',
        created_at: T,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(next.id).toBe(8);
  });
});
