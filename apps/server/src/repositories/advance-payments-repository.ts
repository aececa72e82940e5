import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { AdvancePaymentsTable, Database } from '../database/schema';

export type AdvancePaymentRow = Selectable<AdvancePaymentsTable>;
type Executor = Kysely<Database> | Transaction<Database>;

export class AdvancePaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(payment: Insertable<AdvancePaymentsTable>): Promise<void> {
    await this.db.insertInto('advance_payments').values(payment).execute();
  }

  findById(id: string, executor: Executor = this.db): Promise<AdvancePaymentRow | undefined> {
    return executor.selectFrom('advance_payments').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async update(id: string, changes: Updateable<AdvancePaymentsTable>, executor: Executor = this.db) {
    await executor.updateTable('advance_payments').set(changes).where('id', '=', id).execute();
  }

  /** Changes a payment only while it is in one of `from`; true when this call made the change. */
  async updateWhileIn(
    id: string,
    from: AdvancePaymentRow['status'][],
    changes: Updateable<AdvancePaymentsTable>,
    executor: Executor = this.db,
  ): Promise<boolean> {
    const result = await executor
      .updateTable('advance_payments')
      .set(changes)
      .where('id', '=', id)
      .where('status', 'in', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }

  /** Refunds recorded but not confirmed by the provider, settled before `settledBefore`. */
  listOwedRefunds(settledBefore: number, limit: number): Promise<AdvancePaymentRow[]> {
    return this.db
      .selectFrom('advance_payments')
      .selectAll()
      .where('refund_cents', '>', 0)
      .where('refunded_at', 'is', null)
      .where('provider_payment_id', 'is not', null)
      .where('settled_at', '<', settledBefore)
      .orderBy('settled_at')
      .limit(limit)
      .execute();
  }

  /** Money kept from applied advances (charged minus refunded), per queue of one establishment. */
  revenueByQueue(establishmentId: number) {
    return this.db
      .selectFrom('advance_payments')
      .select((eb) => [
        'queue_id',
        eb.fn.sum<number>(eb('amount_cents', '-', eb.ref('refund_cents'))).as('cents'),
        eb.fn.countAll<number>().as('advances'),
      ])
      .where('establishment_id', '=', establishmentId)
      .where('status', '=', 'applied')
      .groupBy('queue_id')
      .execute()
      .then((rows) =>
        rows.map((row) => ({
          queueId: row.queue_id,
          cents: Number(row.cents),
          advances: Number(row.advances),
        })),
      );
  }
}
