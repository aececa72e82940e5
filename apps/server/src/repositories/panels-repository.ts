import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';
import { DeviceLinksRepository } from './device-links-repository';

/** TV panel links (issue 17): a device link that also reads what the TV may show of the calls. */
export class PanelsRepository extends DeviceLinksRepository {
  constructor(db: Kysely<Database>) {
    super(db, 'panels');
  }

  /** The latest calls of a queue since `since`, newest first: only the columns the TV may show. */
  recentCalls(queueId: number, since: number, limit: number) {
    return (
      this.db
        .selectFrom('tickets')
        .select([
          'id',
          'name',
          'group_size',
          'called_at',
          'recalled_at',
          'called_point_name',
          'called_point_article',
        ])
        .where('queue_id', '=', queueId)
        .where('status', '=', 'called')
        .where('called_at', '>=', since)
        // Marked 'Não compareceu': off the TV, or the room would read that they are being served (decision 044).
        .where('no_show_at', 'is', null)
        .orderBy('called_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute()
    );
  }
}
