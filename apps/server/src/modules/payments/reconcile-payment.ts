import type { PaymentRow } from '../../repositories/payments-repository';
import { settlePaymentFromCharge } from './settle-payment';

type Services = Parameters<typeof settlePaymentFromCharge>[0];

/** A client polling a pending payment asks the provider at most this often. */
const RECONCILE_EVERY_MS = 10_000;
const lastAsked = new Map<string, number>();

/**
 * Asks the provider about a payment not yet settled and settles what it reports, through the same path
 * as a notification; returns the payment as it is afterwards. A notification that never arrives (wrong
 * secret, unreachable address, the provider gave up, a crash before settling) then costs the client
 * nothing: reading the payment finds the charge.
 */
export async function reconcilePayment(
  services: Services,
  payment: PaymentRow,
  options: { force?: boolean } = {},
): Promise<PaymentRow> {
  if (payment.provider_payment_id !== null || payment.provider !== services.paymentProvider.name)
    return payment;
  const now = services.clock.now();
  const previous = lastAsked.get(payment.id);
  if (!options.force && previous !== undefined && now - previous < RECONCILE_EVERY_MS) return payment;
  if (lastAsked.size > 10_000) lastAsked.clear();
  lastAsked.set(payment.id, now);

  const chargeIds = await services.paymentProvider.findChargeIds(payment.id);
  for (const chargeId of chargeIds) await settlePaymentFromCharge(services, chargeId);
  return chargeIds.length > 0 ? ((await services.payments.findById(payment.id)) ?? payment) : payment;
}
