import { type AdvanceRefundReason, advancePriceCents } from '@vez/domain';
import type { Transaction, Updateable } from 'kysely';
import type { AppServices } from '../../app-services';
import type { AdvancePaymentsTable, Database } from '../../database/schema';
import type { AdvancePaymentRow } from '../../repositories/advance-payments-repository';
import type { QueueRow } from '../../repositories/queues-repository';
import { moveTicketUp } from '../queues/move-ticket-up';
import { mutateQueue } from '../queues/mutate-queue';
import type { ProviderCharge } from './payment-provider';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock' | 'payments' | 'paymentProvider'
>;

export type Settlement =
  | { kind: 'ignored'; reason: 'unknown-charge' | 'unknown-payment' | 'not-final' }
  | { kind: 'settled'; payment: AdvancePaymentRow }
  | { kind: 'duplicate-charge'; payment: AdvancePaymentRow };
type SettledOrDuplicate = Exclude<Settlement, { kind: 'ignored' }>;

/**
 * The one path every confirmation takes, from Mercado Pago's webhook or the simulated checkout: read
 * the charge from the provider (never trust the notification's body), then settle our payment.
 * Exactly once: the settlement runs inside the queue's serialised mutation and records the charge id
 * on the payment, so a repeated or concurrent notification finds it settled and changes nothing.
 */
export async function settlePaymentFromCharge(services: Services, chargeId: string): Promise<Settlement> {
  const charge = await services.paymentProvider.fetchCharge(chargeId);
  if (!charge) return { kind: 'ignored', reason: 'unknown-charge' };
  const payment = await services.payments.findById(charge.paymentId);
  if (!payment || payment.provider !== services.paymentProvider.name) {
    return { kind: 'ignored', reason: 'unknown-payment' };
  }
  if (charge.status === 'rejected') {
    // The client may still pay with another card while the checkout is open.
    await services.payments.updateWhileIn(payment.id, ['pending'], {
      status: 'rejected',
      updated_at: services.clock.now(),
    });
    return { kind: 'settled', payment: (await services.payments.findById(payment.id)) ?? payment };
  }
  if (charge.status === 'refunded') return reflectProviderRefund(services, payment, charge);
  if (charge.status !== 'approved') return { kind: 'ignored', reason: 'not-final' };

  const settlement = await mutateQueue<SettledOrDuplicate>(
    services,
    payment.queue_id,
    async (trx, queue, now) => {
      const current = (await services.payments.findById(payment.id, trx)) ?? payment;
      if (current.provider_payment_id === charge.id) return unchanged({ kind: 'settled', payment: current });
      if (current.provider_payment_id !== null) {
        // A second charge for a payment already settled (paid twice): nothing moves, it is given back.
        return unchanged({ kind: 'duplicate-charge', payment: current });
      }
      const applied = await applyCharge(services, trx, queue, current, charge, now);
      await services.payments.update(current.id, applied.payment, trx);
      return {
        result: {
          kind: 'settled' as const,
          payment: { ...current, ...applied.payment } as AdvancePaymentRow,
        },
        queue: applied.queue,
        change: applied.moved ? { type: 'advanced', ticketId: current.ticket_id } : null,
      };
    },
  );

  if (settlement.kind === 'duplicate-charge') {
    await services.paymentProvider.refund(charge.id, charge.amountCents);
  } else {
    await finishRefund(services, settlement.payment);
  }
  return settlement;
}

function unchanged<T extends Settlement>(result: T) {
  return { result, queue: {}, change: null };
}

/**
 * The provider gave the money of an applied payment back on its own (a refund from its panel, a
 * chargeback): revenue stops counting it. The advance already given stays — undoing it would move
 * people who did nothing. Our own refunds, and charges we never applied, change nothing here.
 */
async function reflectProviderRefund(
  services: Services,
  payment: AdvancePaymentRow,
  charge: ProviderCharge,
): Promise<Settlement> {
  // On the queue's lock, so an approval of the same charge still being settled is seen first.
  return mutateQueue<Settlement>(services, payment.queue_id, async (trx, _queue, now) => {
    const current = (await services.payments.findById(payment.id, trx)) ?? payment;
    if (current.provider_payment_id !== charge.id || current.status !== 'applied') {
      return unchanged({ kind: 'ignored', reason: 'not-final' });
    }
    const changes = {
      status: 'refunded',
      refund_cents: current.amount_cents,
      refunded_at: now,
      failure: 'estornado-no-provedor',
      updated_at: now,
    } as const;
    await services.payments.update(current.id, changes, trx);
    return unchanged({ kind: 'settled', payment: { ...current, ...changes } });
  });
}

/** Decides what an approved charge buys: the advance (maybe clamped), or the money back. */
async function applyCharge(
  services: Services,
  trx: Transaction<Database>,
  queue: QueueRow,
  payment: AdvancePaymentRow,
  charge: ProviderCharge,
  now: number,
) {
  const settled = { provider_payment_id: charge.id, settled_at: now, updated_at: now };
  const refundAll = (failure: AdvanceRefundReason) => ({
    payment: { ...settled, status: 'refunded', refund_cents: charge.amountCents, failure } as const,
    queue: {},
    moved: false,
  });
  if (charge.amountCents !== payment.amount_cents || charge.currency !== 'BRL') {
    return refundAll('valor-divergente');
  }
  const ticket = await services.tickets.findById(payment.ticket_id, trx);
  const move = await moveTicketUp(services, trx, queue, ticket, payment.positions);
  if (!move.outcome.applied) {
    return refundAll(move.outcome.reason === 'not-waiting' ? 'nao-aguardava' : 'ja-primeiro');
  }
  // A clamped advance costs what its positions cost; the rest goes back.
  const kept = advancePriceCents(move.outcome.positions, payment.unit_price_cents);
  const refund = Math.max(0, payment.amount_cents - kept);
  const changes: Updateable<AdvancePaymentsTable> = {
    ...settled,
    status: 'applied',
    applied_positions: move.outcome.positions,
    refund_cents: refund,
    failure: refund > 0 ? 'avanco-parcial' : null,
  };
  return { payment: changes, queue: move.queue, moved: true };
}

/**
 * Gives back what a settled payment owes, once (the provider's idempotency key makes a repeat a no-op).
 * If the provider cannot be reached the refund stays owed (`refunded_at` empty): the next delivery of
 * the same notification or the scheduler's sweep (`retryOwedRefunds`) tries again.
 */
export async function finishRefund(
  services: Pick<AppServices, 'paymentProvider' | 'payments' | 'clock'>,
  payment: AdvancePaymentRow,
) {
  if (payment.refund_cents <= 0 || payment.refunded_at !== null || !payment.provider_payment_id) return;
  await services.paymentProvider.refund(payment.provider_payment_id, payment.refund_cents);
  await services.payments.update(payment.id, { refunded_at: services.clock.now() });
}
