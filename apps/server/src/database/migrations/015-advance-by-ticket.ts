import type { Kysely } from 'kysely';

/**
 * A ticket's paid advances are read on every client's queue view and Minhas Filas (the leave dialog
 * names what was paid) and when a queue closes (decision 054: the unused advance is refunded): an index
 * keeps those reads from scanning every advance ever paid.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('payment_advances_ticket').on('payment_advances').column('ticket_id').execute();
}
