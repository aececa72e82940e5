import { NOTICE_AHEAD_DEFAULT } from '@vez/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** A waiting ticket near the head of its line, with what its client asked to be told. */
export interface HeadTicket {
  id: number;
  client_id: number | null;
  slot: number;
  seq: number;
  size: number;
  /** The threshold that applies (the ticket's, else the account's, else 3). */
  notice_ahead: number;
  near_notified_at: number | null;
}

/** What the notices job reads and marks: tickets owed a notice, and whom to tell. */
export class NoticesRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly dialect: 'sqlite' | 'postgres',
  ) {}

  /**
   * Queues with someone waiting who has not been told yet that their turn is near, with their version.
   * Asked per queue (a scalar subquery with LIMIT 1 is never turned into a join): as an EXISTS, a planner
   * without fresh statistics (right after a burst of joins) chose to read every pending ticket of every
   * queue and group them, on every instance, every second.
   */
  queuesOwingNearNotices(): Promise<{ id: number; version: number }[]> {
    return this.db
      .selectFrom('queues')
      .select(['queues.id', 'queues.version'])
      .where('queues.status', '!=', 'encerrada')
      .where(
        (eb) =>
          eb
            .selectFrom('tickets')
            .select('tickets.id')
            .whereRef('tickets.queue_id', '=', 'queues.id')
            .where('tickets.status', '=', 'waiting')
            .where('tickets.near_notified_at', 'is', null)
            .limit(1),
        'is not',
        null,
      )
      .execute();
  }

  /**
   * The waiting tickets in the first `positions` positions, in service order (slot, then arrival within
   * a slot). Positions are distinct slots, so the bound is the last of the first `positions` slots: the
   * read walks the service-order index that far and no further, however long the line.
   */
  headOfLine(queueId: number, positions: number): Promise<HeadTicket[]> {
    const firstSlots = this.db
      .selectFrom('tickets')
      .select('slot')
      .distinct()
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting')
      .orderBy('slot')
      .limit(positions)
      .as('first_slots');
    return this.db
      .selectFrom('tickets')
      .leftJoin('account_settings', (join) =>
        join
          .onRef('account_settings.subject_id', '=', 'tickets.client_id')
          .on('account_settings.user_type', '=', 'cliente'),
      )
      .select((eb) => [
        'tickets.id',
        'tickets.client_id',
        'tickets.slot',
        'tickets.seq',
        'tickets.group_size as size',
        'tickets.near_notified_at',
        // The ticket's own choice, else the account's default, else the product's.
        eb.fn
          .coalesce('tickets.notice_ahead', 'account_settings.notice_ahead', eb.val(NOTICE_AHEAD_DEFAULT))
          .as('notice_ahead'),
      ])
      .where('tickets.queue_id', '=', queueId)
      .where('tickets.status', '=', 'waiting')
      .where('tickets.slot', '<=', (eb) =>
        eb.selectFrom(firstSlots).select((s) => s.fn.max('first_slots.slot').as('last')),
      )
      .orderBy('tickets.slot')
      .orderBy('tickets.seq')
      .execute();
  }

  /**
   * True for the one caller that marks it: with several instances, only that one writes the notice.
   * The ticket is read (and on PostgreSQL locked, as the UPDATE would) by its id, then marked: as one conditional UPDATE, its
   * conditions matched the partial index of pending tickets, and a planner whose statistics lagged a
   * burst of joins walked that whole index to find one row.
   */
  async markNearNotified(ticketId: number, now: number, executor: Executor): Promise<boolean> {
    const read = executor
      .selectFrom('tickets')
      .select(['status', 'near_notified_at'])
      .where('id', '=', ticketId);
    const ticket = await (this.dialect === 'postgres' ? read.forNoKeyUpdate() : read).executeTakeFirst();
    // Called meanwhile: 'É a sua vez!' is coming, not 'vá se aproximando'.
    if (ticket?.status !== 'waiting' || ticket.near_notified_at !== null) return false;
    await executor.updateTable('tickets').set({ near_notified_at: now }).where('id', '=', ticketId).execute();
    return true;
  }

  /** Tickets called since `since` whose client was not told yet (a no-show is not told it is their turn). */
  calledOwingNotice(since: number) {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'queue_id', 'client_id', 'called_at', 'called_point_name', 'called_point_article'])
      .where('called_at', 'is not', null)
      .where('called_notified_at', 'is', null)
      .where('no_show_at', 'is', null)
      .where('called_at', '>=', since)
      .orderBy('called_at')
      .limit(200)
      .execute();
  }

  /**
   * Marks the call at `calledAt` as told, once. Checked again on the row it writes: a no-show marked
   * since the read wins, and so does a 'Desfazer' (the ticket waits again, or was called anew since).
   */
  async markCalledNotified(ticketId: number, calledAt: number, now: number, executor: Executor) {
    const result = await executor
      .updateTable('tickets')
      .set({ called_notified_at: now })
      .where('id', '=', ticketId)
      .where('status', '=', 'called')
      .where('called_at', '=', calledAt)
      .where('called_notified_at', 'is', null)
      .where('no_show_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Called tickets the establishment called again ('Chamar novamente') more often than they were told. */
  recallsOwingNotice(since: number) {
    return this.db
      .selectFrom('tickets')
      .select([
        'id',
        'queue_id',
        'client_id',
        'recall_count',
        'called_at',
        'called_point_name',
        'called_point_article',
      ])
      .where('called_at', '>=', since)
      .where('no_show_at', 'is', null)
      .whereRef('recall_count', '>', 'recalls_notified')
      .limit(200)
      .execute();
  }

  async markRecallNotified(ticketId: number, recalls: number, executor: Executor): Promise<boolean> {
    const result = await executor
      .updateTable('tickets')
      .set({ recalls_notified: recalls })
      .where('id', '=', ticketId)
      .where('status', '=', 'called')
      .where('recalls_notified', '<', recalls)
      .where('no_show_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Calls undone after their 'É a sua vez!' was written, owed a correction (the partial index). */
  uncallsOwingNotice() {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'queue_id', 'client_id', 'status', 'uncall_notice_for'])
      .where('uncall_notice_for', 'is not', null)
      .limit(200)
      .execute();
  }

  /**
   * The correction of the undone call(s) since `since` is decided: once, conditionally. A correction is
   * written only while the ticket still waits (`whileWaiting`): one called again meanwhile is told by its
   * new 'É a sua vez!' instead.
   */
  async markUncallNotified(
    ticketId: number,
    since: number,
    executor: Executor,
    whileWaiting = false,
  ): Promise<boolean> {
    let update = executor
      .updateTable('tickets')
      .set({ uncall_notice_for: null })
      .where('id', '=', ticketId)
      .where('uncall_notice_for', '=', since);
    if (whileWaiting) update = update.where('status', '=', 'waiting');
    const result = await update.executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Queues whose current 'Aviso para a fila' was not pushed yet, with when the last one was. */
  broadcastsOwingNotice() {
    return this.db
      .selectFrom('queues')
      .select(['id', 'broadcast_message', 'broadcast_at', 'broadcast_notified_at'])
      .where('broadcast_at', 'is not', null)
      .where('broadcast_message', 'is not', null)
      .where((eb) =>
        eb.or([
          eb('broadcast_notified_at', 'is', null),
          eb('broadcast_notified_at', '!=', eb.ref('broadcast_at')),
        ]),
      )
      .execute();
  }

  async markBroadcastNotified(queueId: number, broadcastAt: number, executor: Executor): Promise<boolean> {
    const result = await executor
      .updateTable('queues')
      .set({ broadcast_notified_at: broadcastAt })
      .where('id', '=', queueId)
      // Still the message the pushes were written for (not cleared or replaced meanwhile).
      .where('broadcast_at', '=', broadcastAt)
      .where((eb) =>
        eb.or([eb('broadcast_notified_at', 'is', null), eb('broadcast_notified_at', '!=', broadcastAt)]),
      )
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  waitingTicketsOf(queueId: number) {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'client_id'])
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting')
      .execute();
  }

  /** The names a notice shows: the queue's and the establishment's (both of its names: `noticePlace`). */
  placeOf(queueId: number) {
    return this.db
      .selectFrom('queues')
      .innerJoin('establishments', 'establishments.id', 'queues.establishment_id')
      .select(['queues.name as queue', 'establishments.legal_name', 'establishments.trade_name'])
      .where('queues.id', '=', queueId)
      .executeTakeFirst();
  }

  /** Whom to tell: the account's own contact data (never a group member's or anyone else's). */
  clientContact(clientId: number) {
    return this.db
      .selectFrom('users')
      .select(['id', 'name', 'email', 'phone', 'deleted_at'])
      .where('id', '=', clientId)
      .executeTakeFirst();
  }

  /** Whom to tell for a ticket without an account: the ticket's own contact data, until it is erased. */
  guestContact(ticketId: number) {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'name', 'email', 'phone', 'link_salt', 'guest_data_erased_at as deleted_at'])
      .where('id', '=', ticketId)
      .where('client_id', 'is', null)
      .executeTakeFirst();
  }

  waitingTicketOf(queueId: number, clientId: number) {
    return this.db
      .selectFrom('tickets')
      .select(['id', 'notice_ahead'])
      .where('queue_id', '=', queueId)
      .where('client_id', '=', clientId)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
  }

  async setNoticeAhead(ticketId: number, people: number): Promise<void> {
    await this.db.updateTable('tickets').set({ notice_ahead: people }).where('id', '=', ticketId).execute();
  }
}
