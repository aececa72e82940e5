import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';
import type { PaymentRow } from '../../repositories/payments-repository';
import type { ProviderCharge } from './payment-provider';
import { type ClaimCharge, type Settlement, settledWith } from './payment-purpose';

export type { Settlement } from './payment-purpose';

type Services = AppServices;

/**
 * The one path every confirmation takes, from Mercado Pago's webhook or the simulated checkout, for
 * every purpose: read the charge from the provider (never trust the notification's body), then settle
 * our payment. Exactly once: the purpose settles inside the lock of what it changes, where the claim
 * re-reads the payment and records the charge id on it, so a repeated or concurrent notification finds
 * it settled and changes nothing (a unique index on the charge id backs this up).
 */
export async function settlePaymentFromCharge(services: Services, chargeId: string): Promise<Settlement> {
  const charge = await services.paymentProvider.fetchCharge(chargeId);
  if (!charge) return { kind: 'ignored', reason: 'unknown-charge' };
  const payment = await services.payments.findById(charge.paymentId);
  if (!payment || payment.provider !== services.paymentProvider.name) {
    return { kind: 'ignored', reason: 'unknown-payment' };
  }
  const purpose = services.paymentPurposes[payment.purpose];
  if (charge.status === 'rejected') {
    // The payer may still pay with another card while the checkout is open.
    await services.payments.updateWhileIn(payment.id, ['pending'], {
      status: 'rejected',
      updated_at: services.clock.now(),
    });
    return { kind: 'settled', payment: (await services.payments.findById(payment.id)) ?? payment };
  }
  if (charge.status === 'refunded') {
    return purpose.locked(services, payment, async (trx, now) => {
      const reflected = await reflectProviderRefund(services, trx, payment, charge, now);
      if (reflected.kind === 'settled') await purpose.undoOnProviderRefund(services, trx, payment, now);
      return reflected;
    });
  }
  if (charge.status !== 'approved') return { kind: 'ignored', reason: 'not-final' };

  const settlement = await purpose.settleApproved(
    services,
    payment,
    charge,
    claimCharge(services, payment, charge),
  );
  if (settlement.kind === 'duplicate-charge') {
    await services.paymentProvider.refund(charge.id, charge.amountCents);
  } else {
    await finishRefund(services, settlement.payment);
  }
  return settlement;
}

function claimCharge(services: Services, payment: PaymentRow, charge: ProviderCharge): ClaimCharge {
  return async (trx, now) => {
    const current = (await services.payments.findById(payment.id, trx)) ?? payment;
    if (current.provider_payment_id === charge.id) return { kind: 'settled', payment: current };
    // A second charge for a payment already settled (paid twice): nothing moves, it is given back.
    if (current.provider_payment_id !== null) return { kind: 'duplicate-charge', payment: current };
    if (charge.amountCents !== current.amount_cents || charge.currency !== 'BRL') {
      const changes = {
        ...settledWith(charge, now),
        status: 'refunded',
        refund_cents: charge.amountCents,
        failure: 'valor-divergente',
      } as const;
      await services.payments.update(current.id, changes, trx);
      return { kind: 'settled', payment: { ...current, ...changes } };
    }
    return { kind: 'new', payment: current };
  };
}

/**
 * The provider gave the money of an applied payment back on its own (a refund from its panel, a
 * chargeback): revenue stops counting it, and the purpose decides what happens to what was bought (an
 * advance stays; a plan period ends). Our own refunds, and charges we never applied, change nothing here.
 */
async function reflectProviderRefund(
  services: Services,
  trx: Transaction<Database>,
  payment: PaymentRow,
  charge: ProviderCharge,
  now: number,
): Promise<Settlement> {
  const current = (await services.payments.findById(payment.id, trx)) ?? payment;
  if (current.provider_payment_id !== charge.id || current.status !== 'applied') {
    return { kind: 'ignored', reason: 'not-final' };
  }
  const changes = {
    status: 'refunded',
    refund_cents: current.amount_cents,
    refunded_at: now,
    failure: 'estornado-no-provedor',
    updated_at: now,
  } as const;
  await services.payments.update(current.id, changes, trx);
  return { kind: 'settled', payment: { ...current, ...changes } };
}

/**
 * Gives back what a settled payment owes, once (the provider's idempotency key makes a repeat a no-op).
 * If the provider cannot be reached the refund stays owed (`refunded_at` empty): the next delivery of
 * the same notification or the scheduler's sweep (`retryOwedRefunds`) tries again.
 */
export async function finishRefund(
  services: Pick<AppServices, 'paymentProvider' | 'payments' | 'clock'>,
  payment: PaymentRow,
) {
  if (payment.refund_cents <= 0 || payment.refunded_at !== null || !payment.provider_payment_id) return;
  await services.paymentProvider.refund(payment.provider_payment_id, payment.refund_cents);
  await services.payments.update(payment.id, { refunded_at: services.clock.now() });
}
