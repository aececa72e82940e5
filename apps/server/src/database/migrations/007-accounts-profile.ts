import type { Kysely } from 'kysely';
import { isPostgres } from './column-helpers';

/**
 * Accounts (issue 14): the establishment's picture (re-encoded WebP, in the database so every instance
 * serves it), each account's settings, and the moment an account was deleted — its row stays,
 * anonymised, so the history statistics and payments need still adds up without naming anyone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .createTable('establishment_images')
    .addColumn('establishment_id', 'integer', (c) =>
      c.primaryKey().references('establishments.id').onDelete('cascade'),
    )
    .addColumn('content', pg ? 'bytea' : 'blob', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('width', 'integer', (c) => c.notNull())
    .addColumn('height', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('account_settings')
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    /** Off: no notification at all beyond what the law or the transaction needs (receipts, resets). */
    .addColumn('notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('email_notifications', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('auto_backup', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('account_settings_pk', ['user_type', 'subject_id'])
    .execute();

  await db.schema.alterTable('users').addColumn('deleted_at', 'bigint').execute();
  await db.schema.alterTable('establishments').addColumn('deleted_at', 'bigint').execute();
}
