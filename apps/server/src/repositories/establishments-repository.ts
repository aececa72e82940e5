import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import type { Database, EstablishmentsTable } from '../database/schema';

export type EstablishmentRow = Selectable<EstablishmentsTable>;
export type NewEstablishment = Omit<Insertable<EstablishmentsTable>, 'id'>;

export interface EstablishmentSearch {
  search: string;
  category: string | null;
  status: 'ativo' | 'inativo' | null;
  limit: number;
  offset: number;
}

type Scope = ExpressionBuilder<Database, 'establishments'>;

// "ativo" while it has an open (ativa) queue; counts and sums come from the queue rows' counters.
const activeQueues = (eb: Scope) =>
  eb
    .selectFrom('queues')
    .whereRef('queues.establishment_id', '=', 'establishments.id')
    .where('queues.status', '=', 'ativa');

/** LIKE pattern for a free-text search, with the wildcards of the user's text escaped. */
function containsPattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export class EstablishmentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(establishment: NewEstablishment): Promise<EstablishmentRow> {
    return this.db
      .insertInto('establishments')
      .values(establishment)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(
    id: number,
    executor: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<EstablishmentRow | undefined> {
    return executor.selectFrom('establishments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Live accounts only: a deleted one cannot log in or ask for a reset link. */
  findByEmail(email: string): Promise<EstablishmentRow | undefined> {
    return this.db
      .selectFrom('establishments')
      .selectAll()
      .where('email', '=', email)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  }

  /** Another account already holds this CNPJ. */
  async cnpjTakenByOther(cnpj: string, id: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('establishments')
      .select('id')
      .where('cnpj', '=', cnpj)
      .where('id', '!=', id)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Changes a live account; a deleted one is left alone (undefined). */
  async update(
    id: number,
    changes: Updateable<EstablishmentsTable>,
    executor: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<EstablishmentRow | undefined> {
    return executor
      .updateTable('establishments')
      .set(changes)
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** The first step of a deletion (under the establishment's lock): nothing else may change it after. */
  async markDeleted(id: number, now: number, executor: Kysely<Database> | Transaction<Database> = this.db) {
    await executor.updateTable('establishments').set({ deleted_at: now }).where('id', '=', id).execute();
  }

  /** Erases what identifies a deleted establishment; the row stays for its queues' history (decision 017). */
  async anonymise(id: number, now: number): Promise<void> {
    await this.db
      .updateTable('establishments')
      .set({
        legal_name: 'Estabelecimento excluído',
        cnpj: `excluido-${id}`,
        email: `excluido-${id}@conta-excluida.invalid`,
        password_hash: 'conta-excluida',
        phone: '',
        cep: '',
        street: '',
        number: '',
        district: '',
        city: '',
        uf: '',
        description: '',
        updated_at: now,
        deleted_at: now,
      })
      .where('id', '=', id)
      .execute();
  }

  async existsWithCnpj(cnpj: string): Promise<boolean> {
    const row = await this.db
      .selectFrom('establishments')
      .select('id')
      .where('cnpj', '=', cnpj)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** One page of the public list, filtered and paged by the database, with the total for the pager. */
  async search(criteria: EstablishmentSearch) {
    let query = this.db.selectFrom('establishments').where('establishments.deleted_at', 'is', null);
    if (criteria.search) {
      query = query.where(
        sql<boolean>`lower(establishments.legal_name) like ${containsPattern(criteria.search)} escape '\\'`,
      );
    }
    if (criteria.category) query = query.where('establishments.category', '=', criteria.category);
    if (criteria.status === 'ativo')
      query = query.where((eb) => eb.exists(activeQueues(eb).select('queues.id')));
    if (criteria.status === 'inativo')
      query = query.where((eb) => eb.not(eb.exists(activeQueues(eb).select('queues.id'))));

    const total = await query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow();
    const rows = await query
      .select((eb) => [
        'establishments.id',
        'establishments.legal_name',
        'establishments.category',
        'establishments.street',
        'establishments.number',
        'establishments.district',
        'establishments.city',
        'establishments.uf',
        'establishments.description',
        activeQueues(eb)
          .select((q) => q.fn.countAll<number>().as('n'))
          .as('open_queues'),
        activeQueues(eb)
          .select((q) => q.fn.coalesce(q.fn.sum<number>('queues.waiting_people'), q.lit(0)).as('n'))
          .as('people'),
      ])
      .orderBy('open_queues', 'desc')
      .orderBy('establishments.legal_name')
      .orderBy('establishments.id')
      .limit(criteria.limit)
      .offset(criteria.offset)
      .execute();
    return { total: Number(total.total), rows };
  }

  /** Open queues and people waiting in them, for the detail page. */
  async activity(id: number) {
    const row = await this.db
      .selectFrom('queues')
      .select((eb) => [
        eb.fn.countAll<number>().as('open_queues'),
        eb.fn.coalesce(eb.fn.sum<number>('waiting_people'), eb.lit(0)).as('people'),
      ])
      .where('establishment_id', '=', id)
      .where('status', '=', 'ativa')
      .executeTakeFirstOrThrow();
    return {
      openQueues: Number(row.open_queues),
      people: Number(row.people),
    };
  }

  async updatePasswordHash(id: number, passwordHash: string, now: number): Promise<void> {
    await this.db
      .updateTable('establishments')
      .set({ password_hash: passwordHash, updated_at: now })
      .where('id', '=', id)
      .execute();
  }
}
