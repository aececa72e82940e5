import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/**
 * Paid advances. `advance_payments` is our record of each checkout; `provider_payment_id` is the
 * provider's charge that settled it, unique per provider, so a notification delivered many times can
 * settle a payment once. `simulated_charges` is the ledger of the built-in test provider ("simulado"),
 * playing the part Mercado Pago's own database plays for real payments.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .createTable('advance_payments')
    // Random and unguessable: it travels in URLs (checkout page, return page) and as external_reference.
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('ticket_id', 'integer', (c) => c.notNull().references('tickets.id').onDelete('cascade'))
    .addColumn('queue_id', 'integer', (c) => c.notNull().references('queues.id').onDelete('cascade'))
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    .addColumn('positions', 'integer', (c) => c.notNull())
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    /** The queue's price per advance when the checkout started: a clamped advance is charged with it. */
    .addColumn('unit_price_cents', 'integer', (c) => c.notNull())
    .addColumn('provider', 'text', (c) => c.notNull())
    .addColumn('provider_checkout_id', 'text')
    .addColumn('provider_payment_id', 'text')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('applied_positions', 'integer')
    .addColumn('refund_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('refunded_at', 'bigint')
    .addColumn('failure', 'text')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('settled_at', 'bigint')
    .execute();
  await sql`CREATE UNIQUE INDEX advance_payments_provider_payment ON advance_payments (provider, provider_payment_id) WHERE provider_payment_id IS NOT NULL`.execute(
    db,
  );
  await db.schema
    .createIndex('advance_payments_revenue')
    .on('advance_payments')
    .columns(['establishment_id', 'status', 'queue_id'])
    .execute();
  await db.schema
    .createIndex('advance_payments_client')
    .on('advance_payments')
    .columns(['client_id', 'created_at'])
    .execute();

  await idColumn(db.schema.createTable('simulated_charges'), pg)
    .addColumn('payment_id', 'text', (c) => c.notNull().references('advance_payments.id').onDelete('cascade'))
    .addColumn('amount_cents', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('card_last4', 'text', (c) => c.notNull())
    .addColumn('refunded_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('simulated_charges').execute();
  await db.schema.dropTable('advance_payments').execute();
}
