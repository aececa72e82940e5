import { establishmentSearchText } from '@vez/domain';
import {
  type ExpressionBuilder,
  type Insertable,
  type Kysely,
  type Selectable,
  sql,
  type Transaction,
  type Updateable,
} from 'kysely';
import { isPostgres } from '../database/migrations/column-helpers';
import type { Database, EstablishmentsTable } from '../database/schema';

export type EstablishmentRow = Selectable<EstablishmentsTable>;
export type NewEstablishment = Omit<Insertable<EstablishmentsTable>, 'id' | 'search_text'>;
/** A change of the names comes with both of them, so the search text is written with it. */
export type EstablishmentChanges = Omit<
  Updateable<EstablishmentsTable>,
  'search_text' | 'legal_name' | 'trade_name'
> &
  ({ legal_name?: never; trade_name?: never } | { legal_name: string; trade_name: string | null });

export interface EstablishmentSearch {
  /** The words of the search, already folded (`searchWords`): each must appear in the names. */
  words: string[];
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

/** A folded word holds only letters, digits and spaces (`searchFold`): no LIKE wildcard to escape. */
const containsPattern = (word: string) => `%${word}%`;

const searchTextOf = (names: { legal_name: string; trade_name?: string | null }) =>
  establishmentSearchText({ nome_empresa: names.legal_name, nome_fantasia: names.trade_name });

export class EstablishmentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(establishment: NewEstablishment): Promise<EstablishmentRow> {
    return this.db
      .insertInto('establishments')
      .values({ ...establishment, search_text: searchTextOf(establishment) })
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
    changes: EstablishmentChanges,
    executor: Kysely<Database> | Transaction<Database> = this.db,
  ): Promise<EstablishmentRow | undefined> {
    const names = changes.legal_name === undefined ? {} : { search_text: searchTextOf(changes) };
    return executor
      .updateTable('establishments')
      .set({ ...changes, ...names })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  /** The first step of a deletion (under the establishment's lock): nothing else may change it after. */
  /**
   * Locks the establishment's row until the transaction ends (PostgreSQL's FOR UPDATE; SQLite, with one
   * writer, has no row locks: not for it). What keeps one change to its plan and queue count at a time.
   */
  async lockRow(id: number, trx: Transaction<Database>): Promise<void> {
    await trx.selectFrom('establishments').select('id').where('id', '=', id).forUpdate().execute();
  }

  async markDeleted(id: number, now: number, executor: Kysely<Database> | Transaction<Database> = this.db) {
    await executor.updateTable('establishments').set({ deleted_at: now }).where('id', '=', id).execute();
  }

  /** Erases what identifies a deleted establishment; the row stays for its queues' history (decision 017). */
  async anonymise(id: number, now: number): Promise<void> {
    await this.db
      .updateTable('establishments')
      .set({
        legal_name: 'Estabelecimento excluído',
        trade_name: null,
        search_text: '',
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
    const { count, page } = this.searchQueries(criteria);
    const total = await count.executeTakeFirstOrThrow();
    return { total: Number(total.total), rows: await page.execute() };
  }

  /** The list's two statements, apart so a test can ask the database how it runs them (EXPLAIN). */
  searchQueries(criteria: EstablishmentSearch) {
    let query = this.db.selectFrom('establishments').where('establishments.deleted_at', 'is', null);
    if (criteria.words.length > 0) query = query.where(this.containsEveryWord(criteria.words));
    if (criteria.category) query = query.where('establishments.category', '=', criteria.category);
    if (criteria.status === 'ativo')
      query = query.where((eb) => eb.exists(activeQueues(eb).select('queues.id')));
    if (criteria.status === 'inativo')
      query = query.where((eb) => eb.not(eb.exists(activeQueues(eb).select('queues.id'))));

    const count = query.select((eb) => eb.fn.countAll<number>().as('total'));
    const page = query
      .select((eb) => [
        'establishments.id',
        'establishments.legal_name',
        'establishments.trade_name',
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
      // The search text starts with the display name, folded: the list reads in the order of the names shown.
      .orderBy('establishments.search_text')
      .orderBy('establishments.id')
      .limit(criteria.limit)
      .offset(criteria.offset);
    return { count, page };
  }

  /**
   * Every word somewhere in the names, through the trigram index (decision 057): on PostgreSQL pg_trgm's
   * GIN index on the column itself, on SQLite the FTS5 trigram table that mirrors it (same LIKE there).
   */
  private containsEveryWord(words: string[]) {
    const postgres = isPostgres(this.db as Kysely<unknown>);
    const column = sql.ref(postgres ? 'establishments.search_text' : 'establishments_search.search_text');
    const all = sql.join(
      words.map((word) => sql`${column} like ${containsPattern(word)}`),
      sql` and `,
    );
    return postgres
      ? sql<boolean>`(${all})`
      : sql<boolean>`establishments.id in (select rowid from establishments_search where ${all})`;
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
