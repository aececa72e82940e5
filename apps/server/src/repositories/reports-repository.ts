import { BRASILIA_OFFSET_MS } from '@vez/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../database/schema';

const HOUR = 3_600_000;
const DAY = 86_400_000;
/** 1970-01-01 was a Thursday: weekday = (days since the epoch + 4) mod 7, 0 = Sunday. */
const EPOCH_WEEKDAY = 4;
// Literals, not parameters: PostgreSQL only sees a GROUP BY expression as the selected one when both
// are written alike, and two parameters ($1, $2) never are.
const OFFSET = sql.lit(BRASILIA_OFFSET_MS);
const HOUR_LIT = sql.lit(HOUR);
const DAY_LIT = sql.lit(DAY);
const WEEKDAY_LIT = sql.lit(EPOCH_WEEKDAY);

export interface TimeRange {
  from: number;
  to: number;
}

/**
 * Read-only statistics over the ticket history and payments (decision 016: read models, no rollup table).
 * Every query reads one index range (migration 006) for the establishment's queues and aggregates in
 * SQL; times are grouped in Brasília time by integer arithmetic that both dialects do alike.
 */
export class ReportsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Every queue the establishment ever had (closed ones keep their history). */
  async queuesOf(establishmentId: number) {
    return this.db
      .selectFrom('queues')
      .select(['id', 'name', 'status', 'minutes_per_position', 'waiting_people', 'version'])
      .where('establishment_id', '=', establishmentId)
      .orderBy('id')
      .execute();
  }

  /** The tickets that joined the queues since `since`, oldest first: the weekly backup's history sheet. */
  async ticketHistory(queueIds: number[], since: number) {
    if (queueIds.length === 0) return [];
    return this.db
      .selectFrom('tickets')
      .select([
        'queue_id',
        'name',
        'phone',
        'email',
        'group_size',
        'status',
        'joined_at',
        'called_at',
        'left_at',
        'closed_at',
      ])
      .where('queue_id', 'in', queueIds)
      .where('joined_at', '>=', since)
      .orderBy('joined_at')
      .execute();
  }

  private called(queueIds: number[], range: TimeRange) {
    return this.db
      .selectFrom('tickets')
      .where('queue_id', 'in', queueIds)
      .where('called_at', '>=', range.from)
      .where('called_at', '<', range.to);
  }

  /** Served (called, not a no-show) and their total wait, plus no-shows, per queue. */
  async servedByQueue(queueIds: number[], range: TimeRange) {
    if (queueIds.length === 0) return [];
    const rows = await this.called(queueIds, range)
      .select((eb) => [
        'queue_id',
        eb.fn.count<number>(sql`CASE WHEN no_show_at IS NULL THEN 1 END`).as('served'),
        eb.fn.count<number>('no_show_at').as('no_shows'),
        eb.fn
          .sum<number>(sql`CASE WHEN no_show_at IS NULL THEN called_at - joined_at ELSE 0 END`)
          .as('wait_ms'),
      ])
      .groupBy('queue_id')
      .execute();
    return rows.map((row) => ({
      queueId: row.queue_id,
      served: Number(row.served),
      noShows: Number(row.no_shows),
      waitMs: Number(row.wait_ms ?? 0),
    }));
  }

  /** Served per hour of the Brasília day (only hours with any). */
  async servedByHour(queueIds: number[], range: TimeRange) {
    if (queueIds.length === 0) return [];
    const hour = sql<number>`((called_at + ${OFFSET}) / ${HOUR_LIT}) % 24`;
    const rows = await this.called(queueIds, range)
      .where('no_show_at', 'is', null)
      .select((eb) => [hour.as('hour'), eb.fn.countAll<number>().as('served')])
      .groupBy(hour)
      .execute();
    return rows.map((row) => ({ hour: Number(row.hour), served: Number(row.served) }));
  }

  /** Served tickets with a quote, counted by |real − quoted| in tenths of a minute. */
  async quoteErrorHistogram(queueIds: number[], range: TimeRange) {
    if (queueIds.length === 0) return [];
    const error = sql<number>`ABS((called_at - joined_at) / ${sql.lit(6000)} - quoted_wait_minutes * ${sql.lit(10)})`;
    const rows = await this.called(queueIds, range)
      .where('no_show_at', 'is', null)
      .where('quoted_wait_minutes', 'is not', null)
      .select((eb) => [error.as('error_tenths'), eb.fn.countAll<number>().as('count')])
      .groupBy(error)
      .execute();
    return rows.map((row) => ({ errorTenths: Number(row.error_tenths), count: Number(row.count) }));
  }

  /**
   * Tickets that left before being called, or ended when their queue was closed, in the range. A
   * ticket gets `left_at` only when it leaves and `closed_at` only when its queue closes, so each count
   * is read from its partial index alone.
   */
  async abandonments(queueIds: number[], range: TimeRange): Promise<number> {
    if (queueIds.length === 0) return 0;
    const left = await this.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('queue_id', 'in', queueIds)
      .where('left_at', '>=', range.from)
      .where('left_at', '<', range.to)
      .executeTakeFirstOrThrow();
    const closed = await this.db
      .selectFrom('tickets')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('queue_id', 'in', queueIds)
      .where('closed_at', '>=', range.from)
      .where('closed_at', '<', range.to)
      .executeTakeFirstOrThrow();
    return Number(left.count) + Number(closed.count);
  }

  /** Arrivals (joins) per day since the epoch, Brasília days. */
  async arrivalsByDay(queueIds: number[], range: TimeRange) {
    if (queueIds.length === 0) return [];
    const day = sql<number>`(joined_at + ${OFFSET}) / ${DAY_LIT}`;
    const rows = await this.arrivals(queueIds, range)
      .select((eb) => [day.as('day'), eb.fn.countAll<number>().as('count')])
      .groupBy(day)
      .execute();
    return rows.map((row) => ({ day: Number(row.day), count: Number(row.count) }));
  }

  /** Arrivals by Brasília weekday (0 = Sunday) and hour. */
  async arrivalsByWeekdayHour(queueIds: number[], range: TimeRange) {
    if (queueIds.length === 0) return [];
    const local = sql`(joined_at + ${OFFSET})`;
    const weekday = sql<number>`((${local} / ${DAY_LIT}) + ${WEEKDAY_LIT}) % 7`;
    const hour = sql<number>`(${local} / ${HOUR_LIT}) % 24`;
    const rows = await this.arrivals(queueIds, range)
      .select((eb) => [weekday.as('weekday'), hour.as('hour'), eb.fn.countAll<number>().as('count')])
      .groupBy([weekday, hour])
      .execute();
    return rows.map((row) => ({
      weekday: Number(row.weekday),
      hour: Number(row.hour),
      count: Number(row.count),
    }));
  }

  private arrivals(queueIds: number[], range: TimeRange) {
    return this.db
      .selectFrom('tickets')
      .where('queue_id', 'in', queueIds)
      .where('joined_at', '>=', range.from)
      .where('joined_at', '<', range.to);
  }

  /** Paid advances settled in the range that kept money (applied) or gave it back (refunded). */
  paidAdvances(establishmentId: number, range: TimeRange, limit = 500) {
    return this.db
      .selectFrom('payments')
      .innerJoin('payment_advances', 'payment_advances.payment_id', 'payments.id')
      .innerJoin('queues', 'queues.id', 'payment_advances.queue_id')
      .select([
        'payments.id',
        'payments.settled_at',
        'payments.status',
        'payments.amount_cents',
        'payments.refund_cents',
        'payment_advances.positions',
        'payment_advances.applied_positions',
        'queues.name as queue_name',
      ])
      .where('payment_advances.establishment_id', '=', establishmentId)
      .where('payments.purpose', '=', 'advance')
      .where('payments.settled_at', '>=', range.from)
      .where('payments.settled_at', '<', range.to)
      .where('payments.status', 'in', ['applied', 'refunded'])
      .orderBy('payments.settled_at', 'desc')
      .limit(limit)
      .execute();
  }

  /** Every paid advance settled in the range (applied or refunded): count, charged and given back. */
  async paidAdvanceTotals(establishmentId: number, range: TimeRange) {
    const row = await this.db
      .selectFrom('payments')
      .innerJoin('payment_advances', 'payment_advances.payment_id', 'payments.id')
      .select((eb) => [
        eb.fn.countAll<number>().as('count'),
        eb.fn.sum<number>('payments.amount_cents').as('charged'),
        eb.fn.sum<number>('payments.refund_cents').as('refunded'),
      ])
      .where('payment_advances.establishment_id', '=', establishmentId)
      .where('payments.purpose', '=', 'advance')
      .where('payments.status', 'in', ['applied', 'refunded'])
      .where('payments.settled_at', '>=', range.from)
      .where('payments.settled_at', '<', range.to)
      .executeTakeFirstOrThrow();
    return {
      count: Number(row.count),
      charged: Number(row.charged ?? 0),
      refunded: Number(row.refunded ?? 0),
    };
  }

  /** Applied advances in the range: how many, and the money kept (charged − refunded). */
  async advanceRevenue(establishmentId: number, range: TimeRange) {
    const row = await this.db
      .selectFrom('payments')
      .innerJoin('payment_advances', 'payment_advances.payment_id', 'payments.id')
      .select((eb) => [
        eb.fn.countAll<number>().as('advances'),
        eb.fn.sum<number>(eb('payments.amount_cents', '-', eb.ref('payments.refund_cents'))).as('cents'),
      ])
      .where('payment_advances.establishment_id', '=', establishmentId)
      .where('payments.purpose', '=', 'advance')
      .where('payments.status', '=', 'applied')
      .where('payments.settled_at', '>=', range.from)
      .where('payments.settled_at', '<', range.to)
      .executeTakeFirstOrThrow();
    return { advances: Number(row.advances), cents: Number(row.cents ?? 0) };
  }
}
