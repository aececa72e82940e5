import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { DeviceLinksRepository } from './device-links-repository';

/** Kiosk links (decision 068): a device link that also reads the queues the tablet offers. */
export class KiosksRepository extends DeviceLinksRepository {
  constructor(db: Kysely<Database>) {
    super(db, 'kiosks');
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
