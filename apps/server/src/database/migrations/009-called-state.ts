import type { Kysely } from 'kysely';

/**
 * The called state (issue 16): how many times the establishment said 'Chamar novamente' and when it
 * last did (the notifications worker sends one repeat per recall by watching `recall_count`), and the
 * short message an establishment leaves for everyone in a queue ('Atraso de 15 min') with its time
 * (the worker pushes each new `broadcast_at` once).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('tickets')
    .addColumn('recall_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('tickets').addColumn('recalled_at', 'bigint').execute();
  await db.schema.alterTable('queues').addColumn('broadcast_message', 'text').execute();
  await db.schema.alterTable('queues').addColumn('broadcast_at', 'bigint').execute();
}
