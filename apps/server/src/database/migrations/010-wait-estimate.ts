import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/**
 * The wait estimate (issue 16, decision 023) leaves out the time a queue was paused, so it needs the
 * pauses: one row per 'Pausar', closed by the 'Reativar' that ends it. Read by queue and time, newest
 * first, only as far back as the last ten calls.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('queue_pauses'), isPostgres(db))
    .addColumn('queue_id', 'integer', (c) => c.notNull().references('queues.id').onDelete('cascade'))
    .addColumn('paused_at', 'bigint', (c) => c.notNull())
    .addColumn('resumed_at', 'bigint')
    .execute();
  await db.schema
    .createIndex('queue_pauses_by_queue')
    .on('queue_pauses')
    .columns(['queue_id', 'paused_at'])
    .execute();
}
