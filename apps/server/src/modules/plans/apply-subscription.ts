import { placePurchase, planOf } from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';
import type { PaymentRow } from '../../repositories/payments-repository';
import { withEstablishmentLock } from '../establishments/with-establishment-lock';
import { enqueueEmail } from '../outbox/enqueue-email';
import type { PaymentPurposeHandler } from '../payments/payment-purpose';
import { settledWith } from '../payments/payment-purpose';
import { receiptEmail } from './plan-emails';

async function detailsOf(services: AppServices, payment: PaymentRow, trx?: Transaction<Database>) {
  const details = await services.subscriptionPayments.findById(payment.id, trx);
  if (!details) throw new Error(`subscription payment ${payment.id} has no details`);
  return details;
}

/**
 * What a plan payment buys (decision 015): one period of the plan, placed on the establishment's
 * timeline under the establishment's lock (the same lock that counts open queues): a renewal extends from
 * the current expiry, a higher plan starts at once and carries the lower plan's unused days behind it, a
 * lower plan waits for the higher one to end. The receipt is written to the outbox in the same
 * transaction, under the payment's key, so it is sent once.
 */
export const applySubscription: PaymentPurposeHandler<AppServices> = {
  async settleApproved(services, payment, charge, claim) {
    const { establishment_id: establishmentId } = await detailsOf(services, payment);
    return withEstablishmentLock(services, establishmentId, async (trx, now) => {
      const claimed = await claim(trx, now);
      if (claimed.kind !== 'new') return claimed;
      const details = await detailsOf(services, payment, trx);
      const establishment = await services.establishments.findById(establishmentId, trx);
      if (!establishment || establishment.deleted_at !== null) {
        // The account was deleted while the checkout was open: no plan for nobody, the money goes back.
        const refunded = {
          ...settledWith(charge, now),
          status: 'refunded',
          refund_cents: charge.amountCents,
          failure: 'conta-excluida',
        } as const;
        await services.payments.update(payment.id, refunded, trx);
        return { kind: 'settled', payment: { ...claimed.payment, ...refunded } };
      }
      const plan = planOf(details.plan_id);
      const periods = await services.subscriptions.listUnended(establishmentId, now, trx);
      const placement = placePurchase(periods, plan.id, now);
      const { carried } = placement;
      if (carried) {
        const current = periods.find((p) => p.startsAt < carried.endsNow && p.expiresAt > carried.endsNow);
        if (current) await services.subscriptions.endAt(current.id, carried.endsNow, trx);
        await services.subscriptions.insert({ establishmentId, ...carried.rest, now, paymentId: null }, trx);
      }
      for (const moved of placement.moved) {
        await services.subscriptions.move(moved.id, moved.startsAt, moved.expiresAt, trx);
      }
      await services.subscriptions.insert(
        { establishmentId, ...placement.period, now, paymentId: payment.id },
        trx,
      );

      const changes = { ...settledWith(charge, now), status: 'applied' } as const;
      await services.payments.update(payment.id, changes, trx);
      // The receipt goes where the payment page said (prefilled with the account's address).
      const billingEmail = (JSON.parse(details.billing) as { empresa?: { email?: string } }).empresa?.email;
      await enqueueEmail(
        services.outbox,
        {
          key: `plan-receipt:${payment.id}`,
          to: billingEmail ?? establishment.email,
          now,
          content: receiptEmail({
            establishmentName: establishment.legal_name,
            description: details.description,
            planName: plan.name,
            startsAt: placement.period.startsAt,
            expiresAt: placement.period.expiresAt,
            amountCents: claimed.payment.amount_cents,
            periodCents: plan.pricing.periodCents,
            cardBrand: changes.card_brand ?? null,
            cardLast4: changes.card_last4 ?? null,
            paymentId: payment.id,
            paidAt: now,
            plansUrl: `${services.config.publicUrl}/estabelecimento/planos`,
          }),
        },
        trx,
      );
      return { kind: 'settled', payment: { ...claimed.payment, ...changes } };
    });
  },

  // A plan refunded or charged back at the provider stops: its period ends now (or never starts).
  async undoOnProviderRefund(services, trx, payment, now) {
    await services.subscriptions.endPaidPeriod(payment.id, now, trx);
  },

  async locked(services, payment, work) {
    const { establishment_id: establishmentId } = await detailsOf(services, payment);
    return withEstablishmentLock(services, establishmentId, work);
  },
};
