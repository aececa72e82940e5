import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, PaymentsTable } from '../database/schema';

export type PaymentRow = Selectable<PaymentsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** The neutral payment record every provider confirmation settles, whatever the payment buys. */
export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(payment: Insertable<PaymentsTable>, executor: Executor = this.db): Promise<void> {
    await executor.insertInto('payments').values(payment).execute();
  }

  findById(id: string, executor: Executor = this.db): Promise<PaymentRow | undefined> {
    return executor.selectFrom('payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  findByIdempotencyKey(
    payer: { type: PaymentRow['payer_type']; id: number },
    key: string,
    executor: Executor = this.db,
  ): Promise<PaymentRow | undefined> {
    return executor
      .selectFrom('payments')
      .selectAll()
      .where('payer_type', '=', payer.type)
      .where('payer_id', '=', payer.id)
      .where('idempotency_key', '=', key)
      .executeTakeFirst();
  }

  async update(id: string, changes: Updateable<PaymentsTable>, executor: Executor = this.db) {
    await executor.updateTable('payments').set(changes).where('id', '=', id).execute();
  }

  /** Changes a payment only while it is in one of `from`; true when this call made the change. */
  async updateWhileIn(
    id: string,
    from: PaymentRow['status'][],
    changes: Updateable<PaymentsTable>,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('payments')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Refunds recorded but not confirmed by the provider, settled before `settledBefore`. */
  listOwedRefunds(settledBefore: number, limit: number): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('refund_cents', '>', 0)
      .where('refunded_at', 'is', null)
      .where('provider_payment_id', 'is not', null)
      .where('settled_at', '<', settledBefore)
      .orderBy('settled_at')
      .limit(limit)
      .execute();
  }
}
