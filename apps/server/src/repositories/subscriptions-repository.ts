import type { PlanId, PlanPeriod } from '@vez/domain';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema';

type Executor = Kysely<Database> | Transaction<Database>;

/** Plan periods (`subscriptions`): one row per paid or carried stretch of a plan; they never overlap. */
export class SubscriptionsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** The plan in force now (the latest-expiring one), or null without a current subscription. */
  async currentPlanId(
    establishmentId: number,
    now: number,
    executor: Executor = this.db,
  ): Promise<number | null> {
    const row = await executor
      .selectFrom('subscriptions')
      .select('plan_id')
      .where('establishment_id', '=', establishmentId)
      .where('starts_at', '<=', now)
      .where('expires_at', '>', now)
      .orderBy('expires_at', 'desc')
      .limit(1)
      .executeTakeFirst();
    return row?.plan_id ?? null;
  }

  /** The plan in force now of each of several establishments (those without one are absent). */
  async currentPlanIds(establishmentIds: readonly number[], now: number): Promise<Map<number, number>> {
    if (establishmentIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('subscriptions')
      .select(['establishment_id', 'plan_id'])
      .where('establishment_id', 'in', [...establishmentIds])
      .where('starts_at', '<=', now)
      .where('expires_at', '>', now)
      // Latest-expiring last: it is the one in force, as in currentPlanId.
      .orderBy('expires_at')
      .execute();
    return new Map(rows.map((row) => [row.establishment_id, row.plan_id]));
  }

  /** The periods of one establishment that have not ended at `now`, earliest first. */
  async listUnended(
    establishmentId: number,
    now: number,
    executor: Executor = this.db,
  ): Promise<PlanPeriod[]> {
    const rows = await executor
      .selectFrom('subscriptions')
      .select(['id', 'plan_id', 'starts_at', 'expires_at'])
      .where('establishment_id', '=', establishmentId)
      .where('expires_at', '>', now)
      .orderBy('starts_at')
      .execute();
    return rows.map(toPeriod);
  }

  /** Whether the establishment ever had a plan period (an introductory price is for the first one only). */
  async hasAny(establishmentId: number, executor: Executor = this.db): Promise<boolean> {
    const row = await executor
      .selectFrom('subscriptions')
      .select('id')
      .where('establishment_id', '=', establishmentId)
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Establishments whose plan in force at `now` is `planId`. */
  async establishmentsOnPlan(planId: number, now: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select('establishment_id')
      .distinct()
      .where('plan_id', '=', planId)
      .where('starts_at', '<=', now)
      .where('expires_at', '>', now)
      .orderBy('establishment_id')
      .execute();
    return rows.map((row) => row.establishment_id);
  }

  /** Establishments with a period ending between `from` and `to` (for expiry notices). */
  async establishmentsWithPeriodsEnding(from: number, to: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select('establishment_id')
      .distinct()
      .where('expires_at', '>', from)
      .where('expires_at', '<=', to)
      .execute();
    return rows.map((row) => row.establishment_id);
  }

  /** Every period of one establishment that ended after `since`, or has not ended yet. */
  async listSince(establishmentId: number, since: number): Promise<PlanPeriod[]> {
    const rows = await this.db
      .selectFrom('subscriptions')
      .select(['id', 'plan_id', 'starts_at', 'expires_at'])
      .where('establishment_id', '=', establishmentId)
      .where('expires_at', '>', since)
      .orderBy('starts_at')
      .execute();
    return rows.map(toPeriod);
  }

  async insert(
    subscription: {
      establishmentId: number;
      planId: number;
      startsAt: number;
      expiresAt: number;
      now: number;
      paymentId?: string | null;
    },
    executor: Executor = this.db,
  ): Promise<number> {
    const row = await executor
      .insertInto('subscriptions')
      .values({
        establishment_id: subscription.establishmentId,
        plan_id: subscription.planId,
        starts_at: subscription.startsAt,
        expires_at: subscription.expiresAt,
        created_at: subscription.now,
        payment_id: subscription.paymentId ?? null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  async move(id: number, startsAt: number, expiresAt: number, executor: Executor = this.db): Promise<void> {
    await executor
      .updateTable('subscriptions')
      .set({ starts_at: startsAt, expires_at: expiresAt })
      .where('id', '=', id)
      .execute();
  }

  async endAt(id: number, expiresAt: number, executor: Executor = this.db): Promise<void> {
    await executor.updateTable('subscriptions').set({ expires_at: expiresAt }).where('id', '=', id).execute();
  }

  /** Ends every period not yet over at `now` (a deleted establishment's plan ends with it). */
  async endAllOf(establishmentId: number, now: number): Promise<void> {
    await this.db
      .deleteFrom('subscriptions')
      .where('establishment_id', '=', establishmentId)
      .where('starts_at', '>=', now)
      .execute();
    await this.db
      .updateTable('subscriptions')
      .set({ expires_at: now })
      .where('establishment_id', '=', establishmentId)
      .where('expires_at', '>', now)
      .execute();
  }

  /** Ends the period a payment bought at `now`, or removes it if it had not started. */
  async endPaidPeriod(paymentId: string, now: number, executor: Executor = this.db): Promise<void> {
    await executor
      .deleteFrom('subscriptions')
      .where('payment_id', '=', paymentId)
      .where('starts_at', '>=', now)
      .execute();
    await executor
      .updateTable('subscriptions')
      .set({ expires_at: now })
      .where('payment_id', '=', paymentId)
      .where('expires_at', '>', now)
      .execute();
  }

  /** The period a payment bought, once applied. */
  findByPayment(paymentId: string, executor: Executor = this.db) {
    return executor
      .selectFrom('subscriptions')
      .select(['id', 'plan_id', 'starts_at', 'expires_at'])
      .where('payment_id', '=', paymentId)
      .executeTakeFirst();
  }
}

function toPeriod(row: { id: number; plan_id: number; starts_at: number; expires_at: number }): PlanPeriod {
  return { id: row.id, planId: row.plan_id as PlanId, startsAt: row.starts_at, expiresAt: row.expires_at };
}
