import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A service point as its owner manages it, with the queues it serves. */
export interface ServicePointRow {
  id: number;
  establishment_id: number;
  name: string;
  article: 'a' | 'o';
  created_at: number;
  queue_ids: number[];
}

/** Where a call goes: a point not removed that serves the queue, with what the ticket freezes of it. */
export interface PointOfCall {
  id: number;
  name: string;
  article: 'a' | 'o';
}

/** The places where an establishment serves people (issue 37) and the queues each serves. */
export class ServicePointsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The establishment's points not removed, oldest first (the order the owner made them in). */
  async listOfEstablishment(
    establishmentId: number,
    executor: Executor = this.db,
  ): Promise<ServicePointRow[]> {
    const points = await executor
      .selectFrom('service_points')
      .select(['id', 'establishment_id', 'name', 'article', 'created_at'])
      .where('establishment_id', '=', establishmentId)
      .where('removed_at', 'is', null)
      .orderBy('id')
      .execute();
    if (points.length === 0) return [];
    const links = await executor
      .selectFrom('service_point_queues')
      .select(['point_id', 'queue_id'])
      .where(
        'point_id',
        'in',
        points.map((point) => point.id),
      )
      .orderBy('queue_id')
      .execute();
    return points.map((point) => ({
      ...point,
      queue_ids: links.filter((link) => link.point_id === point.id).map((link) => link.queue_id),
    }));
  }

  /** One point not removed, of any establishment (the caller checks whose it is). */
  async findLive(pointId: number, executor: Executor = this.db): Promise<ServicePointRow | undefined> {
    const point = await executor
      .selectFrom('service_points')
      .select(['id', 'establishment_id', 'name', 'article', 'created_at'])
      .where('id', '=', pointId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    if (!point) return undefined;
    const links = await executor
      .selectFrom('service_point_queues')
      .select('queue_id')
      .where('point_id', '=', pointId)
      .orderBy('queue_id')
      .execute();
    return { ...point, queue_ids: links.map((link) => link.queue_id) };
  }

  /**
   * The point a call goes to, when it is not removed and serves the queue: one seek on the link's
   * primary key and one on the point's. What the call freezes on the ticket.
   */
  servingQueue(
    pointId: number,
    queueId: number,
    executor: Executor = this.db,
  ): Promise<PointOfCall | undefined> {
    return executor
      .selectFrom('service_point_queues')
      .innerJoin('service_points', 'service_points.id', 'service_point_queues.point_id')
      .select(['service_points.id', 'service_points.name', 'service_points.article'])
      .where('service_point_queues.point_id', '=', pointId)
      .where('service_point_queues.queue_id', '=', queueId)
      .where('service_points.removed_at', 'is', null)
      .executeTakeFirst();
  }

  async countLive(establishmentId: number, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom('service_points')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('establishment_id', '=', establishmentId)
      .where('removed_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** A new point; a name already held by another point not removed is a unique violation. */
  async insert(
    point: {
      establishment_id: number;
      name: string;
      name_key: string;
      article: 'a' | 'o';
      created_at: number;
    },
    executor: Executor,
  ): Promise<number> {
    const row = await executor
      .insertInto('service_points')
      .values(point)
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  /** Rename or change the article; a name already held is a unique violation. */
  async update(
    pointId: number,
    changes: { name?: string; name_key?: string; article?: 'a' | 'o' },
    executor: Executor,
  ): Promise<void> {
    if (Object.keys(changes).length === 0) return;
    await executor.updateTable('service_points').set(changes).where('id', '=', pointId).execute();
  }

  /** The queues the point serves become exactly these. */
  async setQueues(pointId: number, queueIds: readonly number[], executor: Executor): Promise<void> {
    await executor.deleteFrom('service_point_queues').where('point_id', '=', pointId).execute();
    if (queueIds.length === 0) return;
    await executor
      .insertInto('service_point_queues')
      .values(queueIds.map((queueId) => ({ point_id: pointId, queue_id: queueId })))
      .execute();
  }

  /**
   * Removes a point from use: it serves nothing and leaves the lists, its name is free again, and the
   * calls made to it keep saying where they sent people. Conditional, so a second removal acts once.
   */
  async remove(pointId: number, now: number, executor: Executor): Promise<boolean> {
    const result = await executor
      .updateTable('service_points')
      .set({ removed_at: now })
      .where('id', '=', pointId)
      .where('removed_at', 'is', null)
      .executeTakeFirst();
    await executor.deleteFrom('service_point_queues').where('point_id', '=', pointId).execute();
    return Number(result.numUpdatedRows) > 0;
  }
}
