import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, PaymentSubscriptionsTable } from '../database/schema';
import type { PaymentRow } from './payments-repository';

/** A payment that buys a plan period, read whole, with the period it bought once applied. */
export type SubscriptionPaymentRow = PaymentRow &
  Omit<Selectable<PaymentSubscriptionsTable>, 'payment_id'> & {
    period_starts_at: number | null;
    period_expires_at: number | null;
  };
type Executor = Kysely<Database> | Transaction<Database>;

/** What subscription payments buy (`payment_subscriptions`), read together with their payment. */
export class SubscriptionPaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(details: Insertable<PaymentSubscriptionsTable>, executor: Executor = this.db): Promise<void> {
    await executor.insertInto('payment_subscriptions').values(details).execute();
  }

  private joined(executor: Executor) {
    return executor
      .selectFrom('payments')
      .innerJoin('payment_subscriptions', 'payment_subscriptions.payment_id', 'payments.id')
      .leftJoin('subscriptions', 'subscriptions.payment_id', 'payments.id')
      .selectAll('payments')
      .select([
        'payment_subscriptions.establishment_id',
        'payment_subscriptions.plan_id',
        'payment_subscriptions.description',
        'payment_subscriptions.billing',
        'subscriptions.starts_at as period_starts_at',
        'subscriptions.expires_at as period_expires_at',
      ]);
  }

  findById(id: string, executor: Executor = this.db): Promise<SubscriptionPaymentRow | undefined> {
    return this.joined(executor).where('payments.id', '=', id).executeTakeFirst();
  }

  /** The establishment's plan payments worth listing (paid, refunded, or still awaited), newest first. */
  listForEstablishment(establishmentId: number): Promise<SubscriptionPaymentRow[]> {
    return this.joined(this.db)
      .where('payment_subscriptions.establishment_id', '=', establishmentId)
      .where('payments.status', 'in', ['pending', 'applied', 'refunded'])
      .orderBy('payments.created_at', 'desc')
      .limit(200)
      .execute();
  }

  /** Whether the establishment ever paid for a plan (an introductory price is for the first one only). */
  async hasApplied(establishmentId: number, executor: Executor = this.db): Promise<boolean> {
    const row = await executor
      .selectFrom('payment_subscriptions')
      .innerJoin('payments', 'payments.id', 'payment_subscriptions.payment_id')
      .select('payments.id')
      .where('payment_subscriptions.establishment_id', '=', establishmentId)
      .where('payments.status', 'in', ['applied', 'refunded'])
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }
}
