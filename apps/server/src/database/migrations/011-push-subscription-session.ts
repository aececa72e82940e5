import { type Kysely, sql } from 'kysely';

/**
 * A browser's push subscription belongs to the session that made it: logging out of that browser ends
 * its notices too (a shared phone must not keep telling the previous person's turn). And an index for
 * the recalls still owed a notice.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('push_subscriptions').addColumn('session_id', 'text').execute();
  await db.schema
    .createIndex('push_subscriptions_by_session')
    .on('push_subscriptions')
    .column('session_id')
    .execute();
  // The notices job looks for recalls not told yet; without this it would walk every call ever made.
  await sql`create index tickets_recall_pending on tickets (called_at) where recall_count > recalls_notified`.execute(
    db,
  );
}
