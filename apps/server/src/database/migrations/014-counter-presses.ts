import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/**
 * Issue 38, "one press, one call" (decision 051).
 *
 * `queue_presses`: each press at the counter ('Chamar Próximo', 'Chamar novamente', 'Não compareceu',
 * 'Desfazer') carries an idempotency key; the first request that carries it records its answer here, in
 * the transaction of the change, and a repeat of that request is answered from this row instead of
 * acting again. Unique per queue and key; pruned after a day.
 *
 * `tickets.uncall_notice_for`: the time of an undone call, until the notices job has decided whether its
 * 'É a sua vez!' reached the client (then a correction is written) or not (nothing to say); cleared
 * conditionally, so it is decided once whatever instance runs the job.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('queue_presses'), isPostgres(db))
    .addColumn('queue_id', 'integer', (c) => c.notNull().references('queues.id').onDelete('cascade'))
    .addColumn('press_key', 'text', (c) => c.notNull())
    /** What the press did ('call', 'recall:12', …): the same key sent for another action is refused. */
    .addColumn('action', 'text', (c) => c.notNull())
    /** The JSON answer of the first request, repeated to any request that carries the same key. */
    .addColumn('answer', 'text', (c) => c.notNull())
    /** The ticket the press was about: its client's deletion erases the answer (it names them). */
    .addColumn('ticket_id', 'integer')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('queue_presses_key')
    .on('queue_presses')
    .columns(['queue_id', 'press_key'])
    .unique()
    .execute();
  await db.schema.createIndex('queue_presses_age').on('queue_presses').column('created_at').execute();
  await db.schema.createIndex('queue_presses_ticket').on('queue_presses').column('ticket_id').execute();

  await db.schema.alterTable('tickets').addColumn('uncall_notice_for', 'bigint').execute();
  await sql`create index tickets_uncall_pending on tickets (id) where uncall_notice_for is not null`.execute(
    db,
  );
}
