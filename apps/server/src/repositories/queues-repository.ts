import { OPEN_QUEUE_STATUSES } from '@vez/domain';
import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, QueuesTable } from '../database/schema';

export type QueueRow = Selectable<QueuesTable>;
export type NewQueue = Omit<Insertable<QueuesTable>, 'id'>;
type Executor = Kysely<Database> | Transaction<Database>;

/** Open = ativa or pausada (docs/reports.md): what the plan limit counts; a scheduled queue is not yet. */
const OPEN_STATUSES = [...OPEN_QUEUE_STATUSES];

export class QueuesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insert(queue: NewQueue, executor: Executor = this.db): Promise<QueueRow> {
    return executor.insertInto('queues').values(queue).returningAll().executeTakeFirstOrThrow();
  }

  findById(id: number, executor: Executor = this.db): Promise<QueueRow | undefined> {
    return executor.selectFrom('queues').selectAll().where('id', '=', id).executeTakeFirst();
  }

  /** Reads the queue row and, on PostgreSQL, locks it until the transaction ends. */
  lockById(trx: Transaction<Database>, id: number, postgres: boolean): Promise<QueueRow | undefined> {
    const query = trx.selectFrom('queues').selectAll().where('id', '=', id);
    return (postgres ? query.forUpdate() : query).executeTakeFirst();
  }

  listByEstablishment(establishmentId: number, includeClosed = false): Promise<QueueRow[]> {
    let query = this.db.selectFrom('queues').selectAll().where('establishment_id', '=', establishmentId);
    if (!includeClosed) query = query.where('status', '!=', 'encerrada');
    return query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
  }

  /**
   * The queues not closed of the establishments whose e-mail ends in `emailSuffix` (the test page's demo
   * establishments), with their names, oldest queue first.
   */
  listNotClosedOfEmailSuffix(emailSuffix: string) {
    return this.db
      .selectFrom('queues')
      .innerJoin('establishments', 'establishments.id', 'queues.establishment_id')
      .select([
        'queues.id',
        'queues.name',
        'queues.status',
        'establishments.legal_name',
        'establishments.trade_name',
      ])
      .where('establishments.email', 'like', `%${emailSuffix}`)
      .where('queues.status', '!=', 'encerrada')
      .orderBy('queues.id')
      .execute();
  }

  /** The e-mail of the establishment the queue belongs to; none for an unknown queue. */
  async establishmentEmailOf(queueId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('queues')
      .innerJoin('establishments', 'establishments.id', 'queues.establishment_id')
      .select('establishments.email')
      .where('queues.id', '=', queueId)
      .executeTakeFirst();
    return row?.email;
  }

  async countOpen(establishmentId: number, executor: Executor = this.db): Promise<number> {
    const row = await executor
      .selectFrom('queues')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('establishment_id', '=', establishmentId)
      .where('status', 'in', OPEN_STATUSES)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  /** Open queues of each of several establishments (those with none are absent). */
  async countOpenOf(establishmentIds: readonly number[]): Promise<Map<number, number>> {
    if (establishmentIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('queues')
      .select((eb) => ['establishment_id', eb.fn.countAll<number>().as('count')])
      .where('establishment_id', 'in', [...establishmentIds])
      .where('status', 'in', OPEN_STATUSES)
      .groupBy('establishment_id')
      .execute();
    return new Map(rows.map((row) => [row.establishment_id, Number(row.count)]));
  }

  /** Applies a change together with the new version (the caller holds the queue's lock). */
  async update(
    id: number,
    changes: Updateable<QueuesTable>,
    version: number,
    executor: Executor,
  ): Promise<void> {
    await executor
      .updateTable('queues')
      .set({ ...changes, version })
      .where('id', '=', id)
      .execute();
  }

  /** Distinct waiting slots, ascending: the positions 1..P of the queue. Bounded by `limit` when given. */
  async distinctWaitingSlots(queueId: number, executor: Executor, upToSlot?: number): Promise<number[]> {
    let query = executor
      .selectFrom('tickets')
      .select('slot')
      .distinct()
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting');
    if (upToSlot !== undefined) query = query.where('slot', '<=', upToSlot);
    const rows = await query.orderBy('slot').execute();
    return rows.map((r) => r.slot);
  }

  /**
   * Scheduled queues whose opening time has come, the earliest due first (the order they get the room a
   * plan leaves). Those kept scheduled by the plan's limit stay here until there is room (decision 058).
   */
  listDueOpenings(now: number): Promise<QueueRow[]> {
    return this.db
      .selectFrom('queues')
      .selectAll()
      .where('status', '=', 'agendada')
      .where('opens_at', '<=', now)
      .orderBy('opens_at')
      .orderBy('id')
      .execute();
  }

  /** Queues whose notice has reached its expiry (one range of its index). */
  listExpiredBroadcasts(now: number): Promise<Pick<QueueRow, 'id'>[]> {
    return this.db.selectFrom('queues').select('id').where('broadcast_expires_at', '<=', now).execute();
  }

  /** Active queues with automatic calls on and somebody waiting. */
  listAutoCallCandidates(): Promise<QueueRow[]> {
    return this.db
      .selectFrom('queues')
      .selectAll()
      .where('status', '=', 'ativa')
      .where('auto_call', '=', 1)
      .where('waiting_tickets', '>', 0)
      .execute();
  }

  /**
   * What the wait estimate rests on (decision 023): the last `limit` calls (join and call times) and the
   * pauses since the oldest of them. Each call's own join time lets the estimate leave out time the
   * queue stood empty.
   */
  async serviceHistory(queueId: number, limit: number, executor: Executor = this.db) {
    const calls = await executor
      .selectFrom('tickets')
      .select(['joined_at', 'called_at'])
      .where('queue_id', '=', queueId)
      .where('called_at', 'is not', null)
      .orderBy('called_at', 'desc')
      .limit(limit)
      .execute();
    const oldest = calls.at(-1)?.called_at;
    const pauses =
      oldest == null
        ? []
        : await executor
            .selectFrom('queue_pauses')
            .select(['paused_at', 'resumed_at'])
            .where('queue_id', '=', queueId)
            .where((eb) => eb.or([eb('resumed_at', 'is', null), eb('resumed_at', '>', oldest)]))
            .execute();
    return {
      served: calls.map((c) => ({ joinedAtMs: c.joined_at, calledAtMs: c.called_at as number })),
      pauses: pauses.map((p) => ({ fromMs: p.paused_at, toMs: p.resumed_at })),
    };
  }

  /** 'Pausar': opens a pause of the queue (within the status change's transaction). */
  async startPause(queueId: number, now: number, executor: Executor): Promise<void> {
    await executor
      .insertInto('queue_pauses')
      .values({ queue_id: queueId, paused_at: now, resumed_at: null })
      .execute();
  }

  /** 'Reativar' (or closing): ends whatever pause of the queue is still open. */
  async endPause(queueId: number, now: number, executor: Executor): Promise<void> {
    await executor
      .updateTable('queue_pauses')
      .set({ resumed_at: now })
      .where('queue_id', '=', queueId)
      .where('resumed_at', 'is', null)
      .execute();
  }

  /** When the earliest of the people now waiting joined: automatic calls wait one interval after it. */
  async waitingSince(queueId: number, executor: Executor = this.db): Promise<number | null> {
    const row = await executor
      .selectFrom('tickets')
      .select((eb) => eb.fn.min<number>('joined_at').as('since'))
      .where('queue_id', '=', queueId)
      .where('status', '=', 'waiting')
      .executeTakeFirst();
    return row?.since == null ? null : Number(row.since);
  }
}
