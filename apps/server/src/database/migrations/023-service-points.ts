import { type Kysely, sql } from 'kysely';
import { idColumn, isPostgres } from './column-helpers';

/**
 * Service points (issue 37, decision 070): the places of an establishment where people are served
 * ('Cadeira 2', 'Consultório 1', 'Caixa') and the queues each serves; a call may send its person to one.
 *
 * - `service_points`: a removed point keeps its row (`removed_at`), so the calls made to it keep their
 *   history; among the points not removed a name is held once per establishment (`name_key`, folded
 *   as search folds it: 'cadeira 1' and 'Cadeira  1' are the same name).
 * - `service_point_queues`: which queues a point serves.
 * - `tickets.called_point_*`: where the call (or its last recall) sent the person, the name and article
 *   frozen at that moment: a point renamed later does not rewrite what a client was told, and every
 *   screen that shows the call (the client's, the TV, the owner's recent calls, the notices) reads it
 *   from the ticket without a join. Null for a call without a point, as every call before this.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db.schema.createTable('service_points'), isPostgres(db))
    .addColumn('establishment_id', 'integer', (c) =>
      c.notNull().references('establishments.id').onDelete('cascade'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_key', 'text', (c) => c.notNull())
    /** 'a' or 'o': 'Dirija-se à Cadeira 2', 'Dirija-se ao Consultório 1'. */
    .addColumn('article', 'text', (c) => c.notNull().defaultTo('a'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('removed_at', 'bigint')
    .execute();
  await sql`create unique index service_points_live_name on service_points (establishment_id, name_key) where removed_at is null`.execute(
    db,
  );
  await db.schema
    .createTable('service_point_queues')
    .addColumn('point_id', 'integer', (c) => c.notNull().references('service_points.id').onDelete('cascade'))
    .addColumn('queue_id', 'integer', (c) => c.notNull().references('queues.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('service_point_queues_pk', ['point_id', 'queue_id'])
    .execute();
  await db.schema
    .createIndex('service_point_queues_queue')
    .on('service_point_queues')
    .column('queue_id')
    .execute();

  await db.schema.alterTable('tickets').addColumn('called_point_id', 'integer').execute();
  await db.schema.alterTable('tickets').addColumn('called_point_name', 'text').execute();
  await db.schema.alterTable('tickets').addColumn('called_point_article', 'text').execute();
}
