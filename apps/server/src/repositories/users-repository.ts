import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
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

  /** Live accounts only: a deleted one cannot log in or ask for a reset link. */
  findByEmail(email: string): Promise<UserRow | undefined> {
    return this.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
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

  /** Another account already holds this CPF. */
  async cpfTakenByOther(cpf: string, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('users')
      .select('id')
      .where('cpf', '=', cpf)
      .where('id', '!=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Changes a live account; a deleted one is left alone (undefined). */
  async update(id: number, changes: Updateable<UsersTable>): Promise<UserRow | undefined> {
    return this.db
      .updateTable('users')
      .set(changes)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** The first step of a deletion: from here on nothing else may change the account. */
  async markDeleted(id: number, now: number): Promise<void> {
    await this.db.updateTable('users').set({ deleted_at: now }).where('id', '=', id).execute();
  }

  /**
   * Erases what identifies a deleted client (decision 017): the row stays for the history's foreign
   * keys, with no name, document, contact or address, an e-mail and CPF that free the real ones for a
   * new registration, and a password hash nothing matches.
   */
  async anonymise(id: number, now: number): Promise<void> {
    await this.db
      .updateTable('users')
      .set({
        name: 'Conta excluída',
        cpf: `excluido-${id}`,
        birth_date: '',
        phone: '',
        email: `excluido-${id}@conta-excluida.invalid`,
        password_hash: 'conta-excluida',
        cep: '',
        street: '',
        number: '',
        district: '',
        city: '',
        uf: '',
        updated_at: now,
        deleted_at: now,
      })
      .where('id', '=', id)
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
