import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/** Kiosk links (decision 068): like the TV panels', only the token's hash is kept. */
export class KiosksRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    establishment_id: number;
    queue_id: number | null;
    token_hash: string;
    created_at: number;
  }): Promise<number> {
    const inserted = await this.db.insertInto('kiosks').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** The owner's links, newest first, with the name of the queue each one serves. */
  listOfEstablishment(establishmentId: number) {
    return this.db
      .selectFrom('kiosks')
      .leftJoin('queues', 'queues.id', 'kiosks.queue_id')
      .select(['kiosks.id', 'kiosks.queue_id', 'kiosks.created_at', 'queues.name as queue_name'])
      .where('kiosks.establishment_id', '=', establishmentId)
      .orderBy('kiosks.created_at', 'desc')
      .orderBy('kiosks.id', 'desc')
      .execute();
  }

  /** The kiosk of a token, with its establishment's names; none once the account was deleted. */
  findByHash(tokenHash: string) {
    return this.db
      .selectFrom('kiosks')
      .innerJoin('establishments', 'establishments.id', 'kiosks.establishment_id')
      .select([
        'kiosks.id',
        'kiosks.establishment_id',
        'kiosks.queue_id',
        'establishments.legal_name',
        'establishments.trade_name',
      ])
      .where('kiosks.token_hash', '=', tokenHash)
      .where('establishments.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async delete(establishmentId: number, kioskId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('kiosks')
      .where('id', '=', kioskId)
      .where('establishment_id', '=', establishmentId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The queues a kiosk offers: its one queue, or every queue of the establishment not closed. */
  queuesServed(establishmentId: number, queueId: number | null) {
    let query = this.db
      .selectFrom('queues')
      .selectAll()
      .where('establishment_id', '=', establishmentId)
      .where('status', '<>', 'encerrada');
    if (queueId !== null) query = query.where('id', '=', queueId);
    return query.orderBy('name').orderBy('id').execute();
  }
}
