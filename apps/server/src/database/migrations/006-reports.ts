import { type Kysely, sql } from 'kysely';

/**
 * Statistics read the ticket history by time (issue 13, decision 016). Each report query reads one
 * partial index range that carries every column it needs, so a month of a busy establishment is read
 * from the index alone; a join writes only the arrivals index, a call only the calls index.
 * Tickets also keep the wait quoted at joining (estimate accuracy) and a 'Não compareceu' mark.
 * Outbox messages may carry an attachment rendered when they are sent (the monthly report).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('tickets').addColumn('quoted_wait_minutes', 'integer').execute();
  await db.schema.alterTable('tickets').addColumn('no_show_at', 'bigint').execute();
  await sql`CREATE INDEX tickets_report_called ON tickets (queue_id, called_at, joined_at, no_show_at, quoted_wait_minutes) WHERE called_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX tickets_report_joined ON tickets (queue_id, joined_at)`.execute(db);
  await sql`CREATE INDEX tickets_report_left ON tickets (queue_id, left_at) WHERE left_at IS NOT NULL`.execute(
    db,
  );
  await sql`CREATE INDEX tickets_report_closed ON tickets (queue_id, closed_at) WHERE closed_at IS NOT NULL`.execute(
    db,
  );
  await db.schema.createIndex('payments_settled').on('payments').columns(['purpose', 'settled_at']).execute();
  /** JSON naming what to render and attach at send time, e.g. `{ "kind": "report-pdf", ... }`. */
  await db.schema.alterTable('outbox_messages').addColumn('attachment', 'text').execute();
}
