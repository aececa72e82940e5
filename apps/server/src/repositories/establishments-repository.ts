import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, EstablishmentsTable } from '../database/schema';

export type EstablishmentRow = Selectable<EstablishmentsTable>;
export type NewEstablishment = Omit<Insertable<EstablishmentsTable>, 'id'>;

export class EstablishmentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(establishment: NewEstablishment): Promise<EstablishmentRow> {
    return this.db
      .insertInto('establishments')
      .values(establishment)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<EstablishmentRow | undefined> {
    return this.db.selectFrom('establishments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<EstablishmentRow | undefined> {
    return this.db.selectFrom('establishments').selectAll().where('email', '=', email).executeTakeFirst();
  }

  async existsWithCnpj(cnpj: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('establishments')
      .select('id')
      .where('cnpj', '=', cnpj)
      .executeTakeFirst();
    return row !== undefined;
  }

  async updatePasswordHash(id: number, passwordHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('establishments')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
