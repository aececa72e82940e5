import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';
import { enqueueEmail } from '../outbox/enqueue-email';
import { advanceRefundEmail } from './advance-emails';
import { finishRefund } from './settle-payment';

export type RefundServices = Pick<
  AppServices,
  'advancePayments' | 'payments' | 'establishments' | 'outbox' | 'paymentProvider' | 'clock' | 'config'
>;

/**
 * A queue closed by its establishment before these tickets were called (decision 054): the advances
 * they paid bought a place in a line that will not be served, so all of each is given back, what a
 * clamped advance already refunded included in the total owed. Runs inside the close's transaction: the
 * payment is marked refunded and the client's e-mail written together, under the payment's key; the
 * provider is asked afterwards (`finishOwedRefunds`), and the scheduler's sweep retries an outage.
 */
export async function refundClosedAdvances(
  services: RefundServices,
  trx: Transaction<Database>,
  queue: { id: number; name: string },
  ticketIds: number[],
  now: number,
): Promise<string[]> {
  const advances = await services.advancePayments.listAppliedOfTickets(ticketIds, trx);
  for (const advance of advances) {
    await services.payments.update(
      advance.id,
      {
        status: 'refunded',
        refund_cents: advance.amount_cents,
        refunded_at: null,
        failure: 'fila-encerrada',
        updated_at: now,
      },
      trx,
    );
    const seller = await services.establishments.findById(advance.establishment_id, trx);
    if (advance.payer_deleted_at !== null || !seller) continue;
    await enqueueEmail(
      services.outbox,
      {
        key: `advance-refund:${advance.id}`,
        to: advance.payer_email,
        now,
        content: advanceRefundEmail({
          clientName: advance.payer_name,
          seller: { legalName: seller.legal_name, cnpj: seller.cnpj },
          queueName: queue.name,
          refundCents: advance.amount_cents,
          paymentId: advance.id,
          refundedAt: now,
        }),
      },
      trx,
    );
  }
  return advances.map((advance) => advance.id);
}

/** Asks the provider for refunds just committed; one that fails stays owed for the sweep. */
export async function finishOwedRefunds(services: RefundServices, paymentIds: string[]) {
  for (const id of paymentIds) {
    const payment = await services.payments.findById(id);
    if (!payment) continue;
    await finishRefund(services, payment).catch(() => {
      // Recorded as owed (refunded_at empty): retryOwedRefunds finishes it.
    });
  }
}
