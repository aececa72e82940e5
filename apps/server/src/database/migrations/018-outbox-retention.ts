import type { Kysely } from 'kysely';
import { createIndexConcurrently } from './concurrent-index';

/** Built concurrently on PostgreSQL, which cannot happen inside a transaction (migrate.ts). */
export const outsideTransaction = true;

/**
 * Sent and given-up outbox messages are deleted after a retention period (decision 063): the pruning job
 * finds the oldest of each kind by these partial indexes, which hold only finished rows, so the due
 * messages the delivery job reads (`outbox_messages_due`) stay apart. The given-up one also serves the
 * metrics' count of messages given up on in the last day. The outbox holds a row per notice ever sent:
 * on PostgreSQL both are built without blocking its writes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await createIndexConcurrently(db, {
    name: 'outbox_messages_sent',
    table: 'outbox_messages',
    columns: ['sent_at'],
    where: 'sent_at IS NOT NULL',
  });
  await createIndexConcurrently(db, {
    name: 'outbox_messages_given_up',
    table: 'outbox_messages',
    columns: ['failed_at'],
    where: 'failed_at IS NOT NULL',
  });
}
