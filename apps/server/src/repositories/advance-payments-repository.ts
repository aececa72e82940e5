import type { Insertable, Kysely, Selectable, Transaction, Updateable } from 'kysely';
import type { Database, PaymentAdvancesTable } from '../database/schema';
import type { PaymentRow } from './payments-repository';

/** A payment that buys an advance, read whole: the neutral record and what it buys. */
export type AdvancePaymentRow = PaymentRow & Omit<Selectable<PaymentAdvancesTable>, 'payment_id'>;
type Executor = Kysely<Database> | Transaction<Database>;

/** What advance payments buy (`payment_advances`), always read together with their payment. */
export class AdvancePaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  async insert(advance: Insertable<PaymentAdvancesTable>, executor: Executor = this.db): Promise<void> {
    await executor.insertInto('payment_advances').values(advance).execute();
  }

  findById(id: string, executor: Executor = this.db): Promise<AdvancePaymentRow | undefined> {
    return executor
      .selectFrom('payments')
      .innerJoin('payment_advances', 'payment_advances.payment_id', 'payments.id')
      .selectAll('payments')
      .select([
        'payment_advances.client_id',
        'payment_advances.ticket_id',
        'payment_advances.queue_id',
        'payment_advances.establishment_id',
        'payment_advances.positions',
        'payment_advances.unit_price_cents',
        'payment_advances.applied_positions',
      ])
      .where('payments.id', '=', id)
      .executeTakeFirst();
  }

  /**
   * Applied advances of these tickets, with their payer's name and address (inside a queue's
   * transaction, where a separate read of the account would wait for it on SQLite).
   */
  listAppliedOfTickets(ticketIds: number[], executor: Executor = this.db) {
    if (ticketIds.length === 0) return Promise.resolve([]);
    return executor
      .selectFrom('payments')
      .innerJoin('payment_advances', 'payment_advances.payment_id', 'payments.id')
      .innerJoin('users', 'users.id', 'payment_advances.client_id')
      .select([
        'payments.id',
        'payments.amount_cents',
        'payment_advances.ticket_id',
        'payment_advances.establishment_id',
        'users.name as payer_name',
        'users.email as payer_email',
        'users.deleted_at as payer_deleted_at',
      ])
      .where('payment_advances.ticket_id', 'in', ticketIds)
      .where('payments.status', '=', 'applied')
      .orderBy('payments.settled_at')
      .execute();
  }

  /** Money kept from applied advances per ticket (charged minus refunded), for the leave dialog. */
  async keptByTicket(ticketIds: number[]): Promise<Map<number, number>> {
    if (ticketIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom('payment_advances')
      .innerJoin('payments', 'payments.id', 'payment_advances.payment_id')
      .select((eb) => [
        'payment_advances.ticket_id',
        eb.fn.sum<number>(eb('payments.amount_cents', '-', eb.ref('payments.refund_cents'))).as('cents'),
      ])
      .where('payment_advances.ticket_id', 'in', ticketIds)
      .where('payments.status', '=', 'applied')
      .groupBy('payment_advances.ticket_id')
      .execute();
    return new Map(rows.map((row) => [row.ticket_id, Number(row.cents)]));
  }

  /** Every advance payment a client made, newest first, with its queue (data export). */
  listOfClient(clientId: number) {
    return this.db
      .selectFrom('payments')
      .innerJoin('payment_advances', 'payment_advances.payment_id', 'payments.id')
      .innerJoin('queues', 'queues.id', 'payment_advances.queue_id')
      .select([
        'payments.id',
        'payments.status',
        'payments.amount_cents',
        'payments.refund_cents',
        'payments.provider',
        'payments.card_brand',
        'payments.card_last4',
        'payments.created_at',
        'payments.settled_at',
        'payment_advances.positions',
        'payment_advances.applied_positions',
        'queues.name as queue_name',
      ])
      .where('payment_advances.client_id', '=', clientId)
      .orderBy('payments.created_at', 'desc')
      .execute();
  }

  async update(paymentId: string, changes: Updateable<PaymentAdvancesTable>, executor: Executor = this.db) {
    await executor.updateTable('payment_advances').set(changes).where('payment_id', '=', paymentId).execute();
  }

  /** Money kept from applied advances (charged minus refunded), per queue of one establishment. */
  revenueByQueue(establishmentId: number) {
    return this.db
      .selectFrom('payment_advances')
      .innerJoin('payments', 'payments.id', 'payment_advances.payment_id')
      .select((eb) => [
        'payment_advances.queue_id',
        eb.fn.sum<number>(eb('payments.amount_cents', '-', eb.ref('payments.refund_cents'))).as('cents'),
        eb.fn.countAll<number>().as('advances'),
      ])
      .where('payment_advances.establishment_id', '=', establishmentId)
      .where('payments.status', '=', 'applied')
      .groupBy('payment_advances.queue_id')
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
