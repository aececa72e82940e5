import type { CalledPoint } from '@vez/domain';
import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * The client has no later ticket in that queue: a call is their latest word there only until they join
 * again. Otherwise a reload would be told of an old call (or its 'Não compareceu') after a newer ticket
 * ended, while `GET /api/queues/:id` tells the newer one. Walks `tickets_client` (a client's few tickets).
 */
function isTheirLatestTicket(eb: ExpressionBuilder<Database, 'tickets'>) {
  return eb.not(
    eb.exists(
      eb
        .selectFrom('tickets as later')
        .select('later.id')
        .whereRef('later.client_id', '=', 'tickets.client_id')
        .whereRef('later.queue_id', '=', 'tickets.queue_id')
        .whereRef('later.id', '>', 'tickets.id'),
    ),
  );
}

/** A call its client still sees as 'É a sua vez!' (issue 16, the called state). */
export interface RecentCallRow {
  ticketId: number;
  clientId: number | null;
  queueId: number;
  calledAt: number;
  recalledAt: number | null;
  recallCount: number;
  /** Marked 'Não compareceu': the client is told so instead of 'É a sua vez!' (decision 044). */
  noShow: boolean;
  /** Where the call sent them (issue 37), frozen at the call; null without a service point. */
  point: CalledPoint | null;
}

/**
 * Reads and writes of called tickets for the called state and 'Chamar novamente'. Kept apart from
 * TicketsRepository (the join path's hot queries).
 */
export class CalledTicketsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The ticket as 'Chamar novamente' checks it (inside the queue's transaction). */
  findById(ticketId: number, executor: Executor = this.db) {
    return executor.selectFrom('tickets').selectAll().where('id', '=', ticketId).executeTakeFirst();
  }

  /** The queue detail's 'Chamados recentes', newest first, with their recalls. */
  listOfQueueSince(queueId: number, since: number, limit: number, executor: Executor = this.db) {
    return executor
      .selectFrom('tickets')
      .select([
        'id',
        'name',
        'called_at',
        'no_show_at',
        'recall_count',
        'recalled_at',
        'called_point_name',
        'called_point_article',
      ])
      .where('queue_id', '=', queueId)
      .where('status', '=', 'called')
      .where('called_at', '>=', since)
      .orderBy('called_at', 'desc')
      .limit(limit)
      .execute();
  }

  /**
   * A queue's calls since `since`, newest call first: what the live picture tells each called client
   * about their own ticket ('called', or 'no_show' once marked). Walks the (queue_id, called_at) index.
   */
  async ofQueueSince(queueId: number, since: number, executor: Executor = this.db): Promise<RecentCallRow[]> {
    const rows = await executor
      .selectFrom('tickets')
      .select([
        'id',
        'client_id',
        'queue_id',
        'called_at',
        'recalled_at',
        'recall_count',
        'no_show_at',
        'called_point_name',
        'called_point_article',
      ])
      .where('queue_id', '=', queueId)
      .where('called_at', '>=', since)
      .where('status', '=', 'called')
      .where(isTheirLatestTicket)
      .orderBy('called_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toRecentCall);
  }

  /**
   * The client's calls since `since` in any queue, no-shows included (Minhas Filas keeps the others as
   * 'É a sua vez!' cards), each their latest ticket in that queue.
   */
  async ofClientSince(clientId: number, since: number, executor: Executor = this.db) {
    return executor
      .selectFrom('tickets')
      .innerJoin('queues', 'queues.id', 'tickets.queue_id')
      .innerJoin('establishments', 'establishments.id', 'queues.establishment_id')
      .select([
        'tickets.id as ticket_id',
        'tickets.called_at',
        'tickets.recalled_at',
        'tickets.called_point_name',
        'tickets.called_point_article',
        'tickets.group_size',
        'tickets.no_show_at',
        'queues.id as queue_id',
        'queues.name as queue_name',
        'queues.status as queue_status',
        'queues.waiting_people',
        'queues.waiting_tickets',
        'queues.broadcast_message',
        'queues.version as queue_version',
        'queues.broadcast_at',
        'queues.broadcast_expires_at',
        'establishments.id as establishment_id',
        'establishments.legal_name',
        'establishments.trade_name',
      ])
      .where('tickets.client_id', '=', clientId)
      .where('tickets.status', '=', 'called')
      .where('tickets.called_at', '>=', since)
      .where(isTheirLatestTicket)
      .orderBy('tickets.called_at', 'desc')
      .execute();
  }

  /**
   * One more recall, only while the ticket is still recallable (called, not a no-show, under `max`
   * recalls): conditional, so two clicks or two instances never count one press twice. A recall made at
   * a service point sends the person there (issue 37); one without keeps the call's point.
   */
  async recall(
    ticketId: number,
    now: number,
    max: number,
    executor: Executor,
    point?: { id: number; name: string; article: 'a' | 'o' } | null,
  ): Promise<boolean> {
    const moved = point
      ? { called_point_id: point.id, called_point_name: point.name, called_point_article: point.article }
      : {};
    const result = await executor
      .updateTable('tickets')
      .set((eb) => ({ recall_count: eb('recall_count', '+', 1), recalled_at: now, ...moved }))
      .where('id', '=', ticketId)
      .where('status', '=', 'called')
      .where('no_show_at', 'is', null)
      .where('recall_count', '<', max)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /**
   * 'Desfazer' of a call: the ticket waits again with its slot and arrival, so it is back in its exact
   * place, and its call is forgotten (recalls, a no-show, the notices it was owed). The call's time goes
   * to `uncall_notice_for`: the notices job decides whether its 'É a sua vez!' reached the client and
   * owes a correction (it may be going out at this very moment). Conditional on the call it undoes, so
   * two undos (or an undo racing a newer call) act once.
   */
  async restoreToWaiting(ticket: { id: number; called_at: number }, executor: Executor): Promise<boolean> {
    const result = await executor
      .updateTable('tickets')
      .set({
        status: 'waiting',
        called_at: null,
        no_show_at: null,
        called_notified_at: null,
        recall_count: 0,
        recalls_notified: 0,
        recalled_at: null,
        called_point_id: null,
        called_point_name: null,
        called_point_article: null,
        // An earlier undone call still being decided keeps its place: its notice may be the one sent.
        uncall_notice_for: (eb) => eb.fn.coalesce('uncall_notice_for', eb.val(ticket.called_at)),
      })
      .where('id', '=', ticket.id)
      .where('status', '=', 'called')
      .where('called_at', '=', ticket.called_at)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** 'Desfazer' of a 'Não compareceu': the call stands again, once (conditional on that mark). */
  async clearNoShow(ticketId: number, markedAt: number, executor: Executor): Promise<boolean> {
    const result = await executor
      .updateTable('tickets')
      .set({ no_show_at: null })
      .where('id', '=', ticketId)
      .where('status', '=', 'called')
      .where('no_show_at', '=', markedAt)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Marks a called ticket 'Não compareceu' once: conditional, so two clicks or instances mark it once. */
  async markNoShow(ticketId: number, now: number, executor: Executor): Promise<boolean> {
    const result = await executor
      .updateTable('tickets')
      .set({ no_show_at: now })
      .where('id', '=', ticketId)
      .where('status', '=', 'called')
      .where('no_show_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}

function toRecentCall(row: {
  id: number;
  client_id: number | null;
  queue_id: number;
  called_at: number | null;
  recalled_at: number | null;
  recall_count: number;
  no_show_at: number | null;
  called_point_name: string | null;
  called_point_article: 'a' | 'o' | null;
}): RecentCallRow {
  return {
    ticketId: row.id,
    clientId: row.client_id,
    queueId: row.queue_id,
    calledAt: row.called_at ?? 0,
    recalledAt: row.recalled_at,
    recallCount: row.recall_count,
    noShow: row.no_show_at !== null,
    point:
      row.called_point_name === null
        ? null
        : { nome: row.called_point_name, artigo: row.called_point_article ?? 'a' },
  };
}
