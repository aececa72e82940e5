import type { Kysely } from 'kysely';

/**
 * 'Aviso para a fila' may expire (issue 38): the owner chooses how long a notice shows ('Atraso de 15
 * min' for 30 minutes, or until removed). The scheduler clears each notice at its time through the
 * queue's mutation path; the index keeps its look for due notices one range read on every tick.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('queues').addColumn('broadcast_expires_at', 'bigint').execute();
  await db.schema
    .createIndex('queues_by_broadcast_expiry')
    .on('queues')
    .column('broadcast_expires_at')
    .execute();
}
