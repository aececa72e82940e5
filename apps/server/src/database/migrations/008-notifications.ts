import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/**
 * Notifications (issue 16): each ticket's 'Avise-me quando faltarem N pessoas' and what it was already
 * told (so a restart or a ticket moving back and forth never tells it twice), each account's defaults and
 * channels, the browsers that accepted Web Push, and which broadcast of a queue was already pushed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  // Null: the account's default (Configurações) applies; set when the client chose for this ticket.
  await db.schema.alterTable('tickets').addColumn('notice_ahead', 'integer').execute();
  await db.schema.alterTable('tickets').addColumn('near_notified_at', 'bigint').execute();
  await db.schema.alterTable('tickets').addColumn('called_notified_at', 'bigint').execute();
  await db.schema
    .alterTable('tickets')
    .addColumn('recalls_notified', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // Tickets called before notifications existed are not told now, hours later.
  await sql`update tickets set called_notified_at = called_at where called_at is not null`.execute(db);
  // The detector looks only at tickets still owed a notice.
  await sql`create index tickets_notice_pending on tickets (queue_id) where status = 'waiting' and near_notified_at is null`.execute(
    db,
  );
  await sql`create index tickets_called_pending on tickets (called_at) where called_at is not null and called_notified_at is null`.execute(
    db,
  );

  await db.schema.alterTable('queues').addColumn('broadcast_notified_at', 'bigint').execute();

  await db.schema
    .alterTable('account_settings')
    .addColumn('notice_ahead', 'integer', (c) => c.notNull().defaultTo(3))
    .execute();
  await db.schema
    .alterTable('account_settings')
    .addColumn('push_notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .alterTable('account_settings')
    .addColumn('whatsapp_notifications', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await idColumn(db.schema.createTable('push_subscriptions'), pg)
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('endpoint', 'text', (c) => c.notNull().unique())
    .addColumn('p256dh', 'text', (c) => c.notNull())
    .addColumn('auth', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('push_subscriptions_by_account')
    .on('push_subscriptions')
    .columns(['user_type', 'subject_id'])
    .execute();
}
