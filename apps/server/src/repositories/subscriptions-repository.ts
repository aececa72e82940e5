import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database/schema';

type Executor = Kysely<Database> | Transaction<Database>;

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

  async insert(subscription: {
    establishmentId: number;
    planId: number;
    startsAt: number;
    expiresAt: number;
    now: number;
  }) {
    await this.db
      .insertInto('subscriptions')
      .values({
        establishment_id: subscription.establishmentId,
        plan_id: subscription.planId,
        starts_at: subscription.startsAt,
        expires_at: subscription.expiresAt,
        created_at: subscription.now,
      })
      .execute();
  }
}
