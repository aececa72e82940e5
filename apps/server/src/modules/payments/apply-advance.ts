import { type AdvanceRefundReason, advancePriceCents } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { PaymentRow } from '../../repositories/payments-repository';
import { moveTicketUp } from '../queues/move-ticket-up';
import { mutateQueue } from '../queues/mutate-queue';
import { type PaymentPurposeHandler, type SettledOrDuplicate, settledWith } from './payment-purpose';

async function queueOf(services: AppServices, payment: PaymentRow): Promise<number> {
  const advance = await services.advancePayments.findById(payment.id);
  if (!advance) throw new Error(`advance payment ${payment.id} has no advance`);
  return advance.queue_id;
}

/**
 * What an advance payment buys (decision 014): inside the queue's serialised mutation, the ticket moves
 * up (clamped to what is still possible), or the money goes back when it no longer waits or is first.
 * A clamped advance costs what its positions cost at the checkout's unit price; the rest is refunded.
 */
export const applyAdvance: PaymentPurposeHandler = {
  async settleApproved(services, payment, charge, claim) {
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
          return {
            result: { kind: 'settled', payment: { ...claimed.payment, ...changes } },
            queue: {},
            change: null,
          };
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
        return {
          result: { kind: 'settled', payment: { ...claimed.payment, ...changes } },
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
