import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../database/schema';

/**
 * The tables of device links, the links a device at the shop opens without a login: TV panels
 * (issue 17) and kiosk tablets (decision 068). Both have the same columns, so one set of queries serves
 * either.
 */
export type DeviceLinkTable = 'panels' | 'kiosks';
type DeviceLinkRow = Selectable<Database[DeviceLinkTable]>;

export interface NewDeviceLink {
  establishment_id: number;
  /** Null: the link serves the establishment's queues (all of them, or every open one for a kiosk). */
  queue_id: number | null;
  token_hash: string;
  created_at: number;
}

/** Only the token's hash is kept: a copy of the database opens no device. */
export class DeviceLinksRepository {
  constructor(
    protected readonly db: Kysely<Database>,
    private readonly table: DeviceLinkTable,
  ) {}

  /**
   * The table under the alias `link`, typed as either table's row. A plain `${table} as link` would make
   * Kysely build one query type per table, and a union of query builders cannot be called.
   */
  private link() {
    return sql<DeviceLinkRow>`${sql.table(this.table)}`.as('link');
  }

  async insert(row: NewDeviceLink): Promise<number> {
    const inserted = await this.db
      .insertInto(this.table)
      .values(row)
      .returning('id')
      .executeTakeFirstOrThrow();
    return inserted.id;
  }

  /** The owner's links, newest first, with the name of the queue each one serves. */
  listOfEstablishment(establishmentId: number) {
    return this.db
      .selectFrom(this.link())
      .leftJoin('queues', 'queues.id', 'link.queue_id')
      .select(['link.id', 'link.queue_id', 'link.created_at', 'queues.name as queue_name'])
      .where('link.establishment_id', '=', establishmentId)
      .orderBy('link.created_at', 'desc')
      .orderBy('link.id', 'desc')
      .execute();
  }

  /** The link of a token, with its establishment's names; none once the account was deleted. */
  findByHash(tokenHash: string) {
    return this.db
      .selectFrom(this.link())
      .innerJoin('establishments', 'establishments.id', 'link.establishment_id')
      .select([
        'link.id',
        'link.establishment_id',
        'link.queue_id',
        'establishments.legal_name',
        'establishments.trade_name',
      ])
      .where('link.token_hash', '=', tokenHash)
      .where('establishments.deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Revokes a link of the establishment; false when it has no such link. */
  async delete(establishmentId: number, linkId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom(this.table)
      .where('id', '=', linkId)
      .where('establishment_id', '=', establishmentId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
