import type { Kysely } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/**
 * TV panels (issue 17): a link `/painel/{token}` that shows one queue, or all of an establishment's
 * queues, without a login. Only the token's SHA-256 is kept (a leaked database opens no panel); the
 * link is shown once, when created (decision 027). Revoking deletes the row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('panels'), isPostgres(db))
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    // Null: every queue of the establishment, including ones created later.
    .addColumn('queue_id', 'integer', (c) => c.references('queues.id').onDelete('cascade'))
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('panels_by_establishment').on('panels').column('establishment_id').execute();
}
