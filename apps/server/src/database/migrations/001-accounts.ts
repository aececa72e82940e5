import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/** Accounts of both roles, their sessions, reset tokens, and what visitors send from the public site. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);

  await idColumn(db.schema.createTable('users'), pg)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('cpf', 'text', (c) => c.notNull().unique())
    .addColumn('birth_date', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('cep', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull())
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('uf', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('establishments'), pg)
    .addColumn('legal_name', 'text', (c) => c.notNull())
    .addColumn('cnpj', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('cep', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('number', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('district', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('uf', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('revoked_at', 'bigint')
    .addColumn('user_agent', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('sessions_subject')
    .on('sessions')
    .columns(['user_type', 'subject_id'])
    .execute();

  await idColumn(db.schema.createTable('password_reset_tokens'), pg)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('subject_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();

  await idColumn(db.schema.createTable('contact_messages'), pg)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();

  await idColumn(db.schema.createTable('feedback'), pg)
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('page', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'feedback',
    'contact_messages',
    'password_reset_tokens',
    'sessions',
    'establishments',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
