import type { Insertable, Kysely, Selectable, Transaction } from 'kysely';
import type { Database, SimulatedCardChargesTable } from '../database/schema';

export type SimulatedChargeRow = Selectable<SimulatedCardChargesTable>;
type Executor = Kysely<Database> | Transaction<Database>;

/** The built-in test provider's own ledger of card charges. */
export class SimulatedChargesRepository {
  constructor(private readonly db: Kysely<Database>) {}

  insert(
    charge: Insertable<SimulatedCardChargesTable>,
    executor: Executor = this.db,
  ): Promise<SimulatedChargeRow> {
    return executor
      .insertInto('simulated_card_charges')
      .values(charge)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  findById(id: number): Promise<SimulatedChargeRow | undefined> {
    return this.db.selectFrom('simulated_card_charges').selectAll().where('id', '=', id).executeTakeFirst();
  }

  listForPayment(paymentId: string, executor: Executor = this.db): Promise<SimulatedChargeRow[]> {
    return executor
      .selectFrom('simulated_card_charges')
      .selectAll()
      .where('payment_id', '=', paymentId)
      .orderBy('id')
      .execute();
  }

  /**
   * Raises what was refunded of a charge to `totalCents` (at most the charge): asking again for the same
   * total is a no-op, as an idempotency key makes it at a real provider.
   */
  async refundUpTo(id: number, totalCents: number): Promise<void> {
    const charge = await this.findById(id);
    if (!charge) return;
    const refunded = Math.min(totalCents, charge.amount_cents);
    await this.db
      .updateTable('simulated_card_charges')
      .set({
        refunded_cents: refunded,
        status: refunded === charge.amount_cents ? 'refunded' : charge.status,
      })
      .where('id', '=', id)
      .where('refunded_cents', '<', refunded)
      .execute();
  }
}
