import { type Kysely, sql } from 'kysely';

/**
 * The short public link of each queue (issue 17, decision 026): `/f/{code}`, printed as a QR code on
 * the establishment's poster. Codes are never deleted: a regenerated code keeps its row with
 * `retired_at`, so an old poster says it is out of date (410) instead of 'not found'. A queue has at
 * most one current code, which the database enforces even under concurrent regenerations.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('queue_join_codes')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('queue_id', 'integer', (c) => c.notNull().references('queues.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('retired_at', 'bigint')
    .execute();
  await sql`CREATE UNIQUE INDEX queue_join_codes_current ON queue_join_codes (queue_id) WHERE retired_at IS NULL`.execute(
    db,
  );
}
