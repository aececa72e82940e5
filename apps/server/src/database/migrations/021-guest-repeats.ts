import type { Kysely } from 'kysely';
import { createIndexConcurrently } from './concurrent-index';

/** Built concurrently on PostgreSQL, which cannot happen inside a transaction (migrate.ts). */
export const outsideTransaction = true;

/**
 * Two things a guest join asked twice needs (decision 068).
 * - An attempt's key makes its ticket's salt; among a queue's waiting guest tickets without a phone the
 *   salt is held once, so a repeated attempt collides here (with a phone, the phone's index already
 *   does). Tickets with a phone stay out of it: the common join writes nothing more.
 * - A ticket's link is sent to whatever phone or e-mail a visitor types, so each recipient gets only a
 *   few link messages a day; the cap counts them by an index that holds only those outbox rows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexConcurrently(db, {
    name: 'tickets_one_waiting_guest_attempt',
    table: 'tickets',
    columns: ['queue_id', 'link_salt'],
    where: "status = 'waiting' AND client_id IS NULL AND phone = ''",
    unique: true,
  });
  await createIndexConcurrently(db, {
    name: 'outbox_messages_guest_links',
    table: 'outbox_messages',
    columns: ['recipient', 'created_at'],
    where: "dedupe_key LIKE 'guest-link:%'",
  });
}
