import { type AdvanceRefundReason, advancePriceCents } from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';
import type { AdvancePaymentRow } from '../../repositories/advance-payments-repository';
import type { PaymentRow } from '../../repositories/payments-repository';
import { enqueueEmail } from '../outbox/enqueue-email';
import { moveTicketUp } from '../queues/moving-ahead/move-ticket-up';
import { mutateQueue } from '../queues/mutate-queue';
import { advanceReceiptEmail } from './advance-emails';
import { type PaymentPurposeHandler, type SettledOrDuplicate, settledWith } from './payment-purpose';

async function queueOf(services: AppServices, payment: PaymentRow): Promise<number> {
  const advance = await services.advancePayments.findById(payment.id);
  if (!advance) throw new Error(`advance payment ${payment.id} has no advance`);
  return advance.queue_id;
}

/**
 * The receipt of a settled advance (decision 054), written in the settlement's transaction under the
 * payment's key: a repeated notification or a second instance cannot send it twice.
 */
async function enqueueReceipt(
  services: AppServices,
  trx: Transaction<Database>,
  settled: { advance: AdvancePaymentRow; payer: { name: string; email: string } | undefined },
  queueName: string,
  payment: PaymentRow,
  appliedPositions: number | null,
) {
  const { advance, payer } = settled;
  const seller = await services.establishments.findById(advance.establishment_id, trx);
  if (!payer || !seller) return;
  await enqueueEmail(
    services.outbox,
    {
      key: `advance-receipt:${payment.id}`,
      to: payer.email,
      now: payment.settled_at ?? services.clock.now(),
      content: advanceReceiptEmail({
        clientName: payer.name,
        seller: { legalName: seller.legal_name, cnpj: seller.cnpj },
        queueName,
        positions: advance.positions,
        appliedPositions,
        amountCents: payment.amount_cents,
        refundCents: payment.refund_cents,
        cardBrand: payment.card_brand,
        cardLast4: payment.card_last4,
        paymentId: payment.id,
        paidAt: payment.settled_at ?? services.clock.now(),
        queueUrl: `${services.config.publicUrl}/cliente/filas/${advance.queue_id}`,
      }),
    },
    trx,
  );
}

/**
 * What an advance payment buys (decision 014): inside the queue's serialised mutation, the ticket moves
 * up (clamped to what is still possible), or the money goes back when it no longer waits or is first.
 * A clamped advance costs what its positions cost at the checkout's unit price; the rest is refunded.
 * Either way the client gets a receipt (decision 054).
 */
export const applyAdvance: PaymentPurposeHandler<AppServices> = {
  async settleApproved(services, payment, charge, claim) {
    // Read before the queue's lock: on SQLite a read outside the transaction would wait for it.
    const bought = await services.advancePayments.findById(payment.id);
    const account = bought ? await services.users.findById(bought.client_id) : undefined;
    // An account deleted meanwhile has no address to write to any more.
    const payer = account?.deleted_at === null ? account : undefined;
    return mutateQueue<SettledOrDuplicate>(
      services,
      await queueOf(services, payment),
      async (trx, queue, now) => {
        const claimed = await claim(trx, now);
        if (claimed.kind !== 'new') return { result: claimed, queue: {}, change: null };
        const advance = await services.advancePayments.findById(payment.id, trx);
        const ticket = advance ? await services.tickets.findById(advance.ticket_id, trx) : undefined;
        const move = await moveTicketUp(services, trx, queue, ticket, advance?.positions ?? 0);
        const settled = settledWith(charge, now);
        if (!advance || !move.outcome.applied) {
          const failure: AdvanceRefundReason =
            !move.outcome.applied && move.outcome.reason === 'already-first'
              ? 'ja-primeiro'
              : 'nao-aguardava';
          const changes = {
            ...settled,
            status: 'refunded',
            refund_cents: charge.amountCents,
            failure,
          } as const;
          await services.payments.update(payment.id, changes, trx);
          const refunded = { ...claimed.payment, ...changes };
          if (advance) await enqueueReceipt(services, trx, { advance, payer }, queue.name, refunded, null);
          return { result: { kind: 'settled', payment: refunded }, queue: {}, change: null };
        }
        const kept = advancePriceCents(move.outcome.positions, advance.unit_price_cents);
        const refund = Math.max(0, advance.amount_cents - kept);
        const changes = {
          ...settled,
          status: 'applied',
          refund_cents: refund,
          failure: refund > 0 ? 'avanco-parcial' : null,
        } as const;
        await services.payments.update(payment.id, changes, trx);
        await services.advancePayments.update(payment.id, { applied_positions: move.outcome.positions }, trx);
        const applied = { ...claimed.payment, ...changes };
        await enqueueReceipt(services, trx, { advance, payer }, queue.name, applied, move.outcome.positions);
        return {
          result: { kind: 'settled', payment: applied },
          queue: move.queue,
          change: { type: 'advanced', ticketId: advance.ticket_id },
        };
      },
    );
  },

  // The advance already given stays: undoing it would move people who did nothing.
  async undoOnProviderRefund() {},

  async locked(services, payment, work) {
    return mutateQueue(services, await queueOf(services, payment), async (trx, _queue, now) => ({
      result: await work(trx, now),
      queue: {},
      change: null,
    }));
  },
};
