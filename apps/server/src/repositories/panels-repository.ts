import type { Kysely } from 'kysely';
import type { Database } from '../database/schema';

/** TV panel links (issue 17): only the token's hash is kept. */
export class PanelsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(row: {
    establishment_id: number;
    queue_id: number | null;
    token_hash: string;
    created_at: number;
  }): Promise<number> {
    const inserted = await this.db.insertInto('panels').values(row).returning('id').executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** The owner's links, newest first, with the name of the queue each one shows. */
  listOfEstablishment(establishmentId: number) {
    return this.db
      .selectFrom('panels')
      .leftJoin('queues', 'queues.id', 'panels.queue_id')
      .select(['panels.id', 'panels.queue_id', 'panels.created_at', 'queues.name as queue_name'])
      .where('panels.establishment_id', '=', establishmentId)
      .orderBy('panels.created_at', 'desc')
      .orderBy('panels.id', 'desc')
      .execute();
  }

  /** The panel of a token, with its establishment's name; none once the account was deleted. */
  findByHash(tokenHash: string) {
    return this.db
      .selectFrom('panels')
      .innerJoin('establishments', 'establishments.id', 'panels.establishment_id')
      .select([
        'panels.id',
        'panels.establishment_id',
        'panels.queue_id',
        'establishments.legal_name',
        'establishments.trade_name',
      ])
      .where('panels.token_hash', '=', tokenHash)
      .where('establishments.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  async delete(establishmentId: number, panelId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('panels')
      .where('id', '=', panelId)
      .where('establishment_id', '=', establishmentId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  /** The latest calls of a queue since `since`, newest first: only the columns the TV may show. */
  recentCalls(queueId: number, since: number, limit: number) {
    return (
      this.db
        .selectFrom('tickets')
        .select(['id', 'name', 'group_size', 'called_at', 'recalled_at'])
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
