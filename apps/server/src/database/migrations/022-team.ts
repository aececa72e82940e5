import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/**
 * A team at the counter (decision 070). The establishment's own login stays what it is, the first Dono;
 * the people it invites are `establishment_members` with a role, their own e-mail and password. An
 * invitation keeps only its token's SHA-256, lives 72 hours and is used once. A session names the member
 * it belongs to (null: the establishment's own login) and their role when they logged in; changing the
 * role or deactivating the member ends their sessions, so the role a session carries is always current.
 *
 * New tables and two nullable columns: nothing existing is rewritten, and an establishment without a
 * team reads exactly as before.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);

  await idColumn(db.schema.createTable('establishment_members'), postgres)
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .addColumn('deactivated_at', 'bigint')
    .execute();
  // One login per e-mail at /login-estab among active members (owners are checked by the use cases); a
  // deactivated member's row stays, with its id, for the history of what they did.
  await db.schema
    .createIndex('establishment_members_active_email')
    .on('establishment_members')
    .column('email')
    .unique()
    .where(sql<boolean>`active = 1`)
    .execute();
  await db.schema
    .createIndex('establishment_members_by_establishment')
    .on('establishment_members')
    .column('establishment_id')
    .execute();

  await idColumn(db.schema.createTable('team_invitations'), postgres)
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    // Each send (the first, every 'Reenviar') has a new token and its own e-mail in the outbox.
    .addColumn('sends', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('sent_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .addColumn('cancelled_at', 'bigint')
    .addColumn('member_id', 'integer', (c) => c.references('establishment_members.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('team_invitations_by_establishment')
    .on('team_invitations')
    .columns(['establishment_id', 'email'])
    .execute();

  await db.schema.alterTable('sessions').addColumn('member_id', 'integer').execute();
  await db.schema.alterTable('sessions').addColumn('member_role', 'text').execute();
  await db.schema.createIndex('sessions_by_member').on('sessions').column('member_id').execute();
}
