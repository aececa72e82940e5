import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, EstablishmentImagesTable } from '../database/schema';

export type EstablishmentImageRow = Selectable<EstablishmentImagesTable>;

export class EstablishmentImagesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  find(establishmentId: number): Promise<EstablishmentImageRow | undefined> {
    return this.db
      .selectFrom('establishment_images')
      .selectAll()
      .where('establishment_id', '=', establishmentId)
      .executeTakeFirst();
  }

  /** The etag of each establishment's picture, for the URLs of a list; none for those without one. */
  async etagsOf(establishmentIds: number[]): Promise<Map<number, string>> {
    if (establishmentIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('establishment_images')
      .select(['establishment_id', 'etag'])
      .where('establishment_id', 'in', establishmentIds)
      .execute();
    return new Map(rows.map((row) => [row.establishment_id, row.etag]));
  }

  async save(
    image: EstablishmentImageRow,
    executor: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<void> {
    const { establishment_id: _id, ...values } = image;
    await executor
      .insertInto('establishment_images')
      .values(image)
      .onConflict((oc) => oc.column('establishment_id').doUpdateSet(values))
      .execute();
  }

  async remove(establishmentId: number): Promise<boolean> {
    const result = await this.db
      .deleteFrom('establishment_images')
      .where('establishment_id', '=', establishmentId)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }
}
