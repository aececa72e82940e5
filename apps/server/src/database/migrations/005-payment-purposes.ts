import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/**
 * Payments get a purpose (decision 015). `payments` is the neutral record every provider confirmation
 * settles (amount, provider charge, status, refunds); what the money buys lives beside it:
 * `payment_advances` (a ticket's advance) or `payment_subscriptions` (a plan period). The advance rows
 * of migration 003 move over unchanged, keeping their ids, so links already sent keep working.
 *
 * Plan periods point at the payment that bought them, and an outbox holds every message to be sent
 * later (receipts, plan notices), each under a unique key so a repeat cannot be written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable('payments')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('payer_type', 'text', (c) => c.notNull())
    .addColumn('payer_id', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_checkout_id', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_at', 'bigint')
    .addColumn('failure', 'text')
    /** Brand and last 4 digits as the provider reports them; never the number or the CVV. */
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text')
    /** Chosen by the payer's page: a retried request finds the payment it already made. */
    .addColumn('idempotency_key', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await sql`CREATE UNIQUE INDEX payments_provider_payment ON payments (provider, provider_payment_id) WHERE provider_payment_id IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE UNIQUE INDEX payments_idempotency ON payments (payer_type, payer_id, idempotency_key) WHERE idempotency_key IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX payments_owed_refunds ON payments (settled_at) WHERE refund_cents > 0 AND refunded_at IS NULL`.execute(
    db,
  );
  await db.schema
    .createIndex('payments_payer')
    .on('payments')
    .columns(['payer_type', 'payer_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('payment_advances')
    .addColumn('payment_id', 'text', (c) => c.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('queue_id', 'integer', (c) => c.notNull().references('queues.id').onDelete('cascade'))
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    .addColumn('positions', 'integer', (c) => c.notNull())
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('applied_positions', 'integer')
    .execute();
  await db.schema
    .createIndex('payment_advances_revenue')
    .on('payment_advances')
    .columns(['establishment_id', 'queue_id'])
    .execute();

  await sql`INSERT INTO payments (id, purpose, payer_type, payer_id, amount_cents, provider, provider_checkout_id,
      provider_payment_id, status, refund_cents, refunded_at, failure, created_at, updated_at, expires_at, settled_at)
    SELECT id, 'advance', 'cliente', client_id, amount_cents, provider, provider_checkout_id, provider_payment_id,
      status, refund_cents, refunded_at, failure, created_at, updated_at, expires_at, settled_at
    FROM advance_payments`.execute(db);
  await sql`INSERT INTO payment_advances (payment_id, client_id, ticket_id, queue_id, establishment_id, positions,
      unit_price_cents, applied_positions)
    SELECT id, client_id, ticket_id, queue_id, establishment_id, positions, unit_price_cents, applied_positions
    FROM advance_payments`.execute(db);

  // The test provider's ledger now points at the neutral record: rebuilt, since SQLite cannot re-point a
  // foreign key in place.
  await idColumn(db.schema.createTable('simulated_card_charges'), pg)
    .addColumn('payment_id', 'text', (c) => c.notNull().references('payments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_brand', 'text')
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await sql`INSERT INTO simulated_card_charges (id, payment_id, amount_cents, status, card_last4, refunded_cents, created_at)
    SELECT id, payment_id, amount_cents, status, card_last4, refunded_cents, created_at FROM simulated_charges`.execute(
    db,
  );
  if (pg) {
    await sql`SELECT setval(pg_get_serial_sequence('simulated_card_charges', 'id'), COALESCE((SELECT MAX(id) FROM simulated_card_charges), 0) + 1, false)`.execute(
      db,
    );
  }
  await db.schema
    .createIndex('simulated_card_charges_payment')
    .on('simulated_card_charges')
    .column('payment_id')
    .execute();
  await db.schema.dropTable('simulated_charges').execute();
  await db.schema.dropTable('advance_payments').execute();

  await db.schema
    .createTable('payment_subscriptions')
    .addColumn('payment_id', 'text', (c) => c.primaryKey().references('payments.id').onDelete('cascade'))
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    /** Company and billing address as typed on the payment page (JSON), for the receipt. */
    .addColumn('billing', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('subscriptions').addColumn('payment_id', 'text').execute();
  await db.schema.createIndex('subscriptions_payment').on('subscriptions').column('payment_id').execute();

  await idColumn(db.schema.createTable('outbox_messages'), pg)
    /** What makes this message unique, e.g. `plan-receipt:{paymentId}`: a second insert is ignored. */
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('available_at', 'bigint', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('claim_token', 'text')
    .addColumn('claimed_until', 'bigint')
    .addColumn('sent_at', 'bigint')
    .addColumn('failed_at', 'bigint')
    .addColumn('last_error', 'text')
    .execute();
  await sql`CREATE INDEX outbox_messages_due ON outbox_messages (available_at) WHERE sent_at IS NULL AND failed_at IS NULL`.execute(
    db,
  );
}
