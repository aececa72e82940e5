import type { Kysely } from 'kysely';
import { createIndexConcurrently } from './concurrent-index';

/** Built concurrently on PostgreSQL, which cannot happen inside a transaction (migrate.ts). */
export const outsideTransaction = true;

/**
 * A guest's ticket link is sent to whatever phone or e-mail an anonymous visitor types (decision 068), so
 * each recipient gets only a few such messages a day across the installation. The cap counts a
 * recipient's recent link messages by this partial index, which holds only those rows; the notices and
 * receipts that make up the rest of the outbox stay out of it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexConcurrently(db, {
    name: 'outbox_messages_guest_links',
    table: 'outbox_messages',
    columns: ['recipient', 'created_at'],
    where: "dedupe_key LIKE 'guest-link:%'",
  });
}
