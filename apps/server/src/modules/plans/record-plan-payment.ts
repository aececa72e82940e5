import { randomBytes } from 'node:crypto';
import {
  type BillingAddress,
  type BillingCompany,
  cardBrandOf,
  chargeLine,
  PAYMENT_CHECKOUT_MINUTES,
  type Plan,
  planCharge,
} from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';

/** Whether buying now is the establishment's first plan (the introductory price), judged inside its lock. */
export async function isFirstPlan(
  services: Pick<AppServices, 'subscriptions' | 'subscriptionPayments'>,
  establishmentId: number,
  now: number,
  trx?: Transaction<Database>,
): Promise<boolean> {
  // Periods already held, and payments paid or still open, all count: a second checkout opened while the
  // first is unpaid, or two requests at once, cannot both get the first-period price.
  return (
    !(await services.subscriptions.hasAny(establishmentId, trx)) &&
    !(await services.subscriptionPayments.hasAnyPayment(establishmentId, now, trx))
  );
}

/**
 * Writes a plan payment (pending) with what it buys, priced by the catalogue inside the establishment's
 * lock; with the simulated provider also the test provider's approved charge of the card (brand and last
 * 4 digits only), in the same transaction.
 */
export async function recordPlanPayment(
  services: Pick<
    AppServices,
    'subscriptions' | 'subscriptionPayments' | 'payments' | 'simulatedCharges' | 'paymentProvider'
  >,
  trx: Transaction<Database>,
  now: number,
  order: {
    establishmentId: number;
    plan: Plan;
    key: string;
    billing: { empresa: BillingCompany; endereco: BillingAddress };
    card: { numero: string } | undefined;
  },
) {
  const charge = planCharge(order.plan, await isFirstPlan(services, order.establishmentId, now, trx));
  const paymentId = randomBytes(16).toString('base64url');
  await services.payments.insert(
    {
      id: paymentId,
      purpose: 'subscription',
      payer_type: 'estabelecimento',
      payer_id: order.establishmentId,
      amount_cents: charge.totalCents,
      provider: services.paymentProvider.name,
      status: 'pending',
      idempotency_key: order.key,
      created_at: now,
      updated_at: now,
      expires_at: now + PAYMENT_CHECKOUT_MINUTES * 60_000,
    },
    trx,
  );
  await services.subscriptionPayments.insert(
    {
      payment_id: paymentId,
      establishment_id: order.establishmentId,
      plan_id: order.plan.id,
      description: chargeLine(charge),
      billing: JSON.stringify(order.billing),
    },
    trx,
  );
  if (!order.card) return { paymentId, amountCents: charge.totalCents, chargeId: null };
  const row = await services.simulatedCharges.insert(
    {
      payment_id: paymentId,
      amount_cents: charge.totalCents,
      status: 'approved',
      card_brand: cardBrandOf(order.card.numero),
      card_last4: order.card.numero.slice(-4),
      created_at: now,
    },
    trx,
  );
  return { paymentId, amountCents: charge.totalCents, chargeId: row.id };
}
