import { type Insertable, type Kysely, type Selectable, sql, type Transaction } from 'kysely';
import { compiledOnce } from '../database/compiled-once';
import type { Database, TicketsTable } from '../database/schema';

export type TicketRow = Selectable<TicketsTable>;
export type NewTicket = Omit<Insertable<TicketsTable>, 'id'>;
type Executor = Kysely<Database> | Transaction<Database>;

/** What a join writes; every other column keeps its default. */
export const JOIN_COLUMNS = [
  'queue_id',
  'client_id',
  'slot',
  'seq',
  'status',
  'name',
  'phone',
  'email',
  'group_size',
  'group_members',
  'paid_advance',
  'joined_at',
  'called_at',
  'left_at',
  'closed_at',
  'quoted_wait_minutes',
  'origin',
  'link_hash',
  'link_salt',
] as const;
export type JoinTicket = Required<Pick<Insertable<TicketsTable>, (typeof JOIN_COLUMNS)[number]>>;

export class TicketsRepository {
  private readonly insertJoin;

  constructor(private readonly db: Kysely<Database>) {
    // Built once (compiled-once.ts): joins are the hottest write. Distinct placeholders, one per column.
    const placeholders = JOIN_COLUMNS.map((column) => `\u0000${column}`);
    const values = Object.fromEntries(JOIN_COLUMNS.map((column, i) => [column, placeholders[i]]));
    this.insertJoin = compiledOnce(
      db
        .insertInto('tickets')
        .values(values as unknown as Insertable<TicketsTable>)
        .returning('id')
        .compile(),
      placeholders,
    );
  }

  /** Returns just the new id: a join needs nothing else, and reading the whole row back costs. */
  async insert(ticket: JoinTicket, executor: Executor): Promise<{ id: number }> {
    const [row] = await this.insertJoin(
      executor,
      JOIN_COLUMNS.map((column) => ticket[column]),
    );
    if (!row) throw new Error('the ticket insert returned no id');
    return row;
  }

  findById(id: number, executor: Executor = this.db): Promise<TicketRow | undefined> {
    return executor.selectFrom('tickets').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** A waiting guest ticket with this phone in the queue (one per phone, decision 068); none without a phone. */
  findWaitingGuestByPhone(queueId: number, phone: string, executor: Executor = this.db) {
    if (phone === '') return Promise.resolve(undefined);
    return (
      executor
        .selectFrom('tickets')
        .select(['id', 'name', 'email', 'link_salt'])
        .where('queue_id', '=', queueId)
        .where('phone', '=', phone)
        // The partial index's condition written out, so SQLite takes it (not the account's index).
        .where(sql<boolean>`status = 'waiting' AND client_id IS NULL AND phone <> ''`)
        .executeTakeFirst()
    );
  }

  /**
   * The waiting guest ticket an attempt made (its salt), among those with this phone or, without one, by
   * the attempt's own index. The partial indexes' conditions are written out so SQLite can use them.
   */
  findWaitingGuestBySalt(queueId: number, phone: string, salt: string, executor: Executor = this.db) {
    const read = executor
      .selectFrom('tickets')
      .select(['id', 'name', 'phone', 'email', 'group_size'])
      .where('queue_id', '=', queueId)
      .where('link_salt', '=', salt)
      .where(sql<boolean>`status = 'waiting' AND client_id IS NULL`);
    return (
      phone === ''
        ? read.where(sql<boolean>`phone = ''`)
        : read.where('phone', '=', phone).where(sql<boolean>`phone <> ''`)
    ).executeTakeFirst();
  }

  findWaitingOfClient(
    queueId: number,
    clientId: number,
    executor: Executor = this.db,
  ): Promise<TicketRow | undefined> {
    return executor
      .selectFrom('tickets')
      .selectAll()
      .where('queue_id', '=', queueId)
      .where('client_id', '=', clientId)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
  }

  /** The client's most recent ticket in a queue, whatever became of it. */
  findLatestOfClient(queueId: number, clientId: number) {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'status', 'called_at', 'left_at', 'closed_at', 'no_show_at'])
      .where('client_id', '=', clientId)
      .where('queue_id', '=', queueId)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** A queue's waiting tickets in service order, walked along the (queue_id, status, slot, seq) index. */
  private waitingInServiceOrder(queueId: number, executor: Executor) {
    return executor
      .selectFrom('tickets')
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting')
      .orderBy('slot')
      .orderBy('seq');
  }

  /** The next ticket in service order: one index seek, whatever the length of the queue. */
  firstInLine(queueId: number, executor: Executor = this.db): Promise<TicketRow | undefined> {
    return this.waitingInServiceOrder(queueId, executor).selectAll().limit(1).executeTakeFirst();
  }

  listWaiting(queueId: number, executor: Executor = this.db): Promise<TicketRow[]> {
    return this.waitingInServiceOrder(queueId, executor).selectAll().execute();
  }

  /** Just what ranking needs, for the live streams that re-rank after each change. */
  listWaitingSlots(queueId: number, executor: Executor = this.db) {
    return this.waitingInServiceOrder(queueId, executor)
      .select(['id', 'slot', 'seq', 'group_size as size', 'client_id'])
      .execute();
  }

  /** Position of a slot = how many distinct waiting slots are at or before it. */
  async positionOfSlot(queueId: number, slot: number, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom('tickets')
      .select((eb) => eb.fn.count<number>('slot').distinct().as('count'))
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting')
      .where('slot', '<=', slot)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Letter index inside a slot = how many waiting tickets arrived there before this one. */
  async rankInSlot(
    queueId: number,
    slot: number,
    seq: number,
    executor: Executor = this.db,
  ): Promise<number> {
    const row = await executor
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting')
      .where('slot', '=', slot)
      .where('seq', '<', seq)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Whether any waiting ticket still holds the slot (an index seek). */
  async slotStillOccupied(queueId: number, slot: number, executor: Executor): Promise<boolean> {
    const row = await executor
      .selectFrom('tickets')
      .select('id')
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting')
      .where('slot', '=', slot)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /**
   * A guest's waiting ticket becomes an account's ('Criar conta e manter meu lugar'): the place stays, the
   * link stops opening it (the account's screens show it now). False when it is no longer a waiting guest's.
   */
  /**
   * The link stays valid, so the old link can say where the ticket went; notices go to the account from
   * now on, so nothing sends it again.
   */
  async claimForClient(id: number, clientId: number, executor: Executor): Promise<boolean> {
    const result = await executor
      .updateTable('tickets')
      .set({ client_id: clientId })
      .where('id', '=', id)
      .where('client_id', 'is', null)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** A call may send the person to a service point (issue 37): its name and article are frozen with it. */
  async end(
    id: number,
    status: 'called' | 'left',
    now: number,
    executor: Executor,
    point?: { id: number; name: string; article: 'a' | 'o' } | null,
  ): Promise<void> {
    const called = point
      ? {
          status,
          called_at: now,
          called_point_id: point.id,
          called_point_name: point.name,
          called_point_article: point.article,
        }
      : { status, called_at: now };
    await executor
      .updateTable('tickets')
      .set(status === 'called' ? called : { status, left_at: now })
      .where('id', '=', id)
      .execute();
  }

  async moveTo(id: number, slot: number, seq: number, executor: Executor): Promise<void> {
    await executor.updateTable('tickets').set({ slot, seq, paid_advance: 1 }).where('id', '=', id).execute();
  }

  /** Closing a queue ends every waiting ticket; returns their ids so their watchers can be told. */
  /** Ends every waiting ticket of a closing queue; returns their ids. */
  async closeAllWaiting(queueId: number, now: number, executor: Executor): Promise<number[]> {
    const rows = await executor
      .updateTable('tickets')
      .set({ status: 'closed', closed_at: now })
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting')
      .returning('id')
      .execute();
    return rows.map((row) => row.id);
  }

  /** A deleted client's tickets keep their times (statistics) but no longer name or reach anyone. */
  async anonymiseOfClient(clientId: number): Promise<void> {
    await this.db
      .updateTable('tickets')
      .set({ name: 'Cliente excluído', phone: '', email: '', group_members: '[]' })
      .where('client_id', '=', clientId)
      .execute();
  }

  /** Every ticket of one client, newest first, with its queue and establishment (data export). */
  historyOfClient(clientId: number) {
    return this.db
      .selectFrom('tickets')
      .innerJoin('queues', 'queues.id', 'tickets.queue_id')
      .innerJoin('establishments', 'establishments.id', 'queues.establishment_id')
      .select([
        'tickets.id',
        'tickets.status',
        'tickets.name',
        'tickets.phone',
        'tickets.email',
        'tickets.group_size',
        'tickets.group_members',
        'tickets.paid_advance',
        'tickets.joined_at',
        'tickets.called_at',
        'tickets.left_at',
        'tickets.closed_at',
        'tickets.quoted_wait_minutes',
        'queues.name as queue_name',
        'establishments.legal_name',
        'establishments.trade_name',
      ])
      .where('tickets.client_id', '=', clientId)
      .orderBy('tickets.joined_at', 'desc')
      .execute();
  }

  /** Tickets of a queue called at or after `since`, newest first. */
  calledSince(queueId: number, since: number, limit: number) {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'name', 'called_at', 'no_show_at'])
      .where('queue_id', '=', queueId)
      .where('status', '=', 'called')
      .where('called_at', '>=', since)
      .orderBy('called_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** Which of these tickets of the queue have been called (chunked: the list may be long). */
  async listCalledAmong(queueId: number, ticketIds: readonly number[]): Promise<number[]> {
    const called: number[] = [];
    for (let from = 0; from < ticketIds.length; from += 500) {
      const rows = await this.db
        .selectFrom('tickets')
        .select('id')
        .where('queue_id', '=', queueId)
        .where('id', 'in', ticketIds.slice(from, from + 500))
        .where('status', '=', 'called')
        .execute();
      for (const row of rows) called.push(row.id);
    }
    return called;
  }

  /** The client's waiting tickets with their queue and establishment, for "Minhas Filas". */
  listWaitingOfClient(clientId: number) {
    return this.db
      .selectFrom('tickets')
      .innerJoin('queues', 'queues.id', 'tickets.queue_id')
      .innerJoin('establishments', 'establishments.id', 'queues.establishment_id')
      .select([
        'tickets.id as ticket_id',
        'tickets.slot',
        'tickets.seq',
        'tickets.group_size',
        'queues.id as queue_id',
        'queues.name as queue_name',
        'queues.status as queue_status',
        'queues.waiting_people',
        'queues.waiting_tickets',
        'queues.max_advances',
        'queues.advance_price_cents',
        'queues.minutes_per_position',
        'queues.version as queue_version',
        'establishments.id as establishment_id',
        'establishments.legal_name',
        'establishments.trade_name',
      ])
      .where('tickets.client_id', '=', clientId)
      .where('tickets.status', '=', 'waiting')
      .orderBy('tickets.joined_at')
      .execute();
  }

  /** A guest's ticket by its number, with its salt and what its page shows of the queue (decision 068). */
  findGuestTicketById(id: number) {
    return this.guestTicketRead().where('tickets.id', '=', id).executeTakeFirst();
  }

  /** A guest's ticket by the hash of a link made before links carried the ticket's number. */
  findByLinkHash(linkHash: string) {
    return this.guestTicketRead().where('tickets.link_hash', '=', linkHash).executeTakeFirst();
  }

  private guestTicketRead() {
    return this.db
      .selectFrom('tickets')
      .innerJoin('queues', 'queues.id', 'tickets.queue_id')
      .innerJoin('establishments', 'establishments.id', 'queues.establishment_id')
      .select([
        'tickets.id as ticket_id',
        'tickets.client_id',
        'tickets.link_salt',
        'tickets.status',
        'tickets.slot',
        'tickets.seq',
        'tickets.name',
        'tickets.phone',
        'tickets.email',
        'tickets.origin',
        'tickets.group_size',
        'tickets.notice_ahead',
        'tickets.joined_at',
        'tickets.called_at',
        'tickets.recalled_at',
        'tickets.called_point_name',
        'tickets.called_point_article',
        'tickets.no_show_at',
        'tickets.left_at',
        'tickets.closed_at',
        'queues.id as queue_id',
        'queues.name as queue_name',
        'queues.status as queue_status',
        'queues.waiting_people',
        'queues.waiting_tickets',
        'queues.minutes_per_position',
        'queues.broadcast_message',
        'queues.broadcast_at',
        'queues.broadcast_expires_at',
        'queues.version as queue_version',
        'establishments.id as establishment_id',
        'establishments.legal_name',
        'establishments.trade_name',
      ]);
  }

  /** Guest tickets that ended before `before` and still hold the guest's data, oldest first. */
  guestTicketsEndedBefore(before: number, limit: number): Promise<number[]> {
    return this.db
      .selectFrom('tickets')
      .select('id')
      .where('client_id', 'is', null)
      .where('guest_data_erased_at', 'is', null)
      .where('status', '<>', 'waiting')
      .where((eb) => eb(eb.fn.coalesce('left_at', 'closed_at', 'called_at'), '<', before))
      .orderBy('joined_at')
      .limit(limit)
      .execute()
      .then((rows) => rows.map((row) => row.id));
  }

  /**
   * Blanks what identifies the guests of these tickets (decision 068): the name becomes 'Convidado', the
   * phone and e-mail go, and the link stops opening anything. The rows stay: they are the queue's history.
   */
  async eraseGuestData(ids: readonly number[], now: number): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db
      .updateTable('tickets')
      .set({
        name: 'Convidado',
        phone: '',
        email: '',
        link_hash: null,
        link_salt: null,
        guest_data_erased_at: now,
      })
      .where('id', 'in', ids)
      .where('client_id', 'is', null)
      .where('guest_data_erased_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }
}
