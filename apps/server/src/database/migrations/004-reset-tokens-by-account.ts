import type { Kysely } from 'kysely';

/** Issuing a link and reading one both look up the account's other links (only the newest is usable). */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('password_reset_tokens_account')
    .on('password_reset_tokens')
    .columns(['user_type', 'subject_id', 'id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('password_reset_tokens_account').execute();
}
