import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/**
 * Queues and their tickets. A ticket's position is derived (dense rank of its slot among waiting
 * tickets) and its letter is its rank by `seq` inside the slot, so a call or a leave writes one row.
 * Per-queue counters (`next_slot`, `next_seq`, `version`, waiting totals) are updated in the same
 * transaction as the ticket, which serialises mutations of one queue on the queue row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);

  await db.schema
    .alterTable('establishments')
    .addColumn('category', 'text', (c) => c.notNull().defaultTo(''))
    .execute();

  await idColumn(db.schema.createTable('queues'), pg)
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('queue_type', 'text', (c) => c.notNull().defaultTo('preferencial'))
    .addColumn('limited', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_members', 'integer')
    .addColumn('open_now', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('opening_time', 'text', (c) => c.notNull().defaultTo('00:00'))
    .addColumn('auto_call', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('call_interval_minutes', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('auto_call_since', 'bigint')
    .addColumn('last_call_at', 'bigint')
    .addColumn('minutes_per_position', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('advance_price_cents', 'integer', (c) => c.notNull().defaultTo(1000))
    .addColumn('max_advances', 'integer', (c) => c.notNull().defaultTo(8))
    .addColumn('next_slot', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('next_seq', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waiting_tickets', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('waiting_people', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('occupied_positions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('opens_at', 'bigint')
    .addColumn('opened_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('queues_establishment')
    .on('queues')
    .columns(['establishment_id', 'status'])
    .execute();
  await db.schema.createIndex('queues_status').on('queues').columns(['status']).execute();

  await idColumn(db.schema.createTable('tickets'), pg)
    .addColumn('queue_id', 'integer', (c) => c.notNull().references('queues.id').onDelete('cascade'))
    // Restrict: deleting an account must first take its tickets out through the queue rules (counters,
    // events) and keep the history, never drop rows behind the queue's back.
    .addColumn('client_id', 'integer', (c) => c.notNull().references('users.id').onDelete('restrict'))
    .addColumn('slot', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('group_size', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('group_members', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('paid_advance', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('joined_at', 'bigint', (c) => c.notNull())
    .addColumn('called_at', 'bigint')
    .addColumn('left_at', 'bigint')
    .addColumn('closed_at', 'bigint')
    .execute();
  // Service order lookups and position ranks walk this index; a call never scans the queue.
  await db.schema
    .createIndex('tickets_service_order')
    .on('tickets')
    .columns(['queue_id', 'status', 'slot', 'seq'])
    .execute();
  await db.schema.createIndex('tickets_client').on('tickets').columns(['client_id', 'status']).execute();
  await db.schema.createIndex('tickets_called').on('tickets').columns(['queue_id', 'called_at']).execute();
  // One waiting ticket per client per queue, enforced by the database even under concurrent joins.
  await sql`CREATE UNIQUE INDEX tickets_one_waiting_per_client ON tickets (queue_id, client_id) WHERE status = 'waiting'`.execute(
    db,
  );

  await idColumn(db.schema.createTable('subscriptions'), pg)
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    .addColumn('plan_id', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('subscriptions_establishment')
    .on('subscriptions')
    .columns(['establishment_id', 'expires_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('subscriptions').execute();
  await db.schema.dropTable('tickets').execute();
  await db.schema.dropTable('queues').execute();
  await db.schema.alterTable('establishments').dropColumn('category').execute();
}
