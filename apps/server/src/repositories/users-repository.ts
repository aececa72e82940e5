import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database, UsersTable } from '../database/schema';

export type UserRow = Selectable<UsersTable>;
export type NewUser = Omit<Insertable<UsersTable>, 'id'>;

export class UsersRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(user: NewUser): Promise<UserRow> {
    return this.db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
  }

  /** Accounts whose e-mail ends with `@domain` (the demo people), oldest first. */
  listByEmailDomain(domain: string): Promise<UserRow[]> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', 'like', `%${domain}`)
      .orderBy('id')
      .execute();
  }

  async existsWithCpf(cpf: string): Promise<boolean> {
    const row = await this.db.selectFrom('users').select('id').where('cpf', '=', cpf).executeTakeFirst();
    return row !== undefined;
  }

  async updatePasswordHash(id: number, passwordHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
