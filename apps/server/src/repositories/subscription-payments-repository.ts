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

  /**
   * The establishment's plan payments worth listing, newest first: paid, refunded, or still awaited (a
   * checkout that expired unpaid is not a payment).
   */
  listForEstablishment(
    establishmentId: number,
    now = Number.MAX_SAFE_INTEGER,
  ): Promise<SubscriptionPaymentRow[]> {
    return this.joined(this.db)
      .where('payment_subscriptions.establishment_id', '=', establishmentId)
      .where((eb) =>
        eb.or([
          eb('payments.status', 'in', ['applied', 'refunded']),
          eb.and([eb('payments.status', '=', 'pending'), eb('payments.expires_at', '>', now)]),
        ]),
      )
      .orderBy('payments.created_at', 'desc')
      .limit(200)
      .execute();
  }

  /** Whether the establishment has a plan payment paid, refunded, or still open (pending, not expired). */
  async hasAnyPayment(establishmentId: number, now: number, executor: Executor = this.db): Promise<boolean> {
    const row = await executor
      .selectFrom('payment_subscriptions')
      .innerJoin('payments', 'payments.id', 'payment_subscriptions.payment_id')
      .select('payments.id')
      .where('payment_subscriptions.establishment_id', '=', establishmentId)
      .where((eb) =>
        eb.or([
          eb('payments.status', 'in', ['applied', 'refunded']),
          eb.and([eb('payments.status', '=', 'pending'), eb('payments.expires_at', '>', now)]),
        ]),
      )
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** The e-mails typed on the establishment's payment pages (receipts went there). */
  async billingEmailsOf(establishmentId: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('payment_subscriptions')
      .select('billing')
      .where('establishment_id', '=', establishmentId)
      .execute();
    const emails = rows.map(
      (row) => (JSON.parse(row.billing) as { empresa?: { email?: string } }).empresa?.email,
    );
    return [...new Set(emails.filter((email): email is string => Boolean(email)))];
  }

  /** A deleted establishment's billing data (company, address) is erased; amounts and plans stay. */
  async eraseBillingOf(establishmentId: number): Promise<void> {
    await this.db
      .updateTable('payment_subscriptions')
      .set({ billing: '{}' })
      .where('establishment_id', '=', establishmentId)
      .execute();
  }
}
