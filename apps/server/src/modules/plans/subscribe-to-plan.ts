import {
  type BillingAddress,
  type BillingCompany,
  CARD_DECLINED_MESSAGE,
  findPlanBySlug,
  isDeclinedTestCard,
  PAYMENT_CHECKOUT_MINUTES,
  type Plan,
  type PlanPaymentView,
} from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { PaymentRow } from '../../repositories/payments-repository';
import { isUniqueViolation } from '../../repositories/unique-violation';
import { AppError, badRequest, conflict } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { withEstablishmentLock } from '../establishments/with-establishment-lock';
import { ProviderUnavailable } from '../payments/payment-provider';
import { reconcilePayment } from '../payments/reconcile-payment';
import { settlePaymentFromCharge } from '../payments/settle-payment';
import { toPlanPaymentView } from './plan-views';
import { recordPlanPayment } from './record-plan-payment';

export interface SubscribeInput {
  plano: 'essencial' | 'profissional';
  chave: string;
  empresa: BillingCompany;
  endereco: BillingAddress;
  /** Only with the simulated provider; Mercado Pago takes the card on its own page. */
  cartao?: { numero: string };
}

export type SubscribeOutcome =
  | { kind: 'paid'; replayed: boolean; payment: PlanPaymentView }
  | { kind: 'checkout'; replayed: boolean; paymentId: string; initPoint: string };

export const CHECKOUT_EXPIRED = 'Este pagamento expirou. Recarregue a página para começar outro.';
export const KEY_USED_ELSEWHERE =
  'Esta chave já foi usada em outro pagamento. Recarregue a página e tente de novo.';

/**
 * An establishment buys one period of a plan. The server names the price (planCharge), never the
 * browser; the page's idempotency key makes a double click or a retried request buy one period; only
 * the card's brand and last 4 digits are kept. With the simulated provider the card is charged here and
 * the charge is settled through the one settle path; with Mercado Pago the payer is sent to its checkout
 * and the signed notification settles it.
 */
export async function subscribeToPlan(
  services: AppServices,
  caller: Authenticated,
  input: SubscribeInput,
): Promise<SubscribeOutcome> {
  const plan = findPlanBySlug(input.plano);
  if (!plan) throw badRequest('Plano desconhecido', 'plano');
  const payer = { type: 'estabelecimento' as const, id: caller.userId };
  const existing = await services.payments.findByIdempotencyKey(payer, input.chave);
  if (existing) return resume(services, caller, existing, plan);

  const establishment = await services.establishments.findById(caller.userId);
  if (!establishment) throw new AppError('unauthenticated', 'Token inválido');
  if (services.paymentProvider.name === 'simulado' && isDeclinedTestCard(input.cartao?.numero ?? '')) {
    // The test card issuer refuses before anything is recorded: nothing to list, nothing charged.
    throw new AppError('payment-declined', CARD_DECLINED_MESSAGE, 'cartao.numero');
  }

  let recorded: Awaited<ReturnType<typeof recordPlanPayment>>;
  try {
    recorded = await withEstablishmentLock(services, caller.userId, (trx, now) =>
      recordPlanPayment(services, trx, now, {
        establishmentId: caller.userId,
        plan,
        key: input.chave,
        billing: { empresa: input.empresa, endereco: input.endereco },
        card: input.cartao,
      }),
    );
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // The same key arrived twice at once (a double click): the first request's payment is this one's.
    const winner = await services.payments.findByIdempotencyKey(payer, input.chave);
    if (!winner) throw error;
    return resume(services, caller, winner, plan);
  }

  if (recorded.chargeId !== null) {
    await settlePaymentFromCharge(services, String(recorded.chargeId));
    return { kind: 'paid', replayed: false, payment: await viewOf(services, recorded.paymentId) };
  }
  return startCheckout(services, recorded.paymentId, plan, recorded.amountCents, establishment.email, false);
}

/** A key seen before: answer what the first request bought, finishing it if it was interrupted. */
async function resume(
  services: AppServices,
  caller: Authenticated,
  payment: PaymentRow,
  plan: Plan,
): Promise<SubscribeOutcome> {
  const details = await services.subscriptionPayments.findById(payment.id);
  if (payment.purpose !== 'subscription' || !details || details.plan_id !== plan.id) {
    throw conflict(KEY_USED_ELSEWHERE);
  }
  const current =
    payment.status === 'pending' ? await reconcilePayment(services, payment, { force: true }) : payment;
  if (current.status === 'pending' || current.status === 'rejected') {
    // Only a provider's own checkout leaves a payment open (its card may be declined and tried again).
    if (current.expires_at <= services.clock.now()) throw conflict(CHECKOUT_EXPIRED);
    const establishment = await services.establishments.findById(caller.userId);
    return startCheckout(services, payment.id, plan, payment.amount_cents, establishment?.email ?? '', true);
  }
  return { kind: 'paid', replayed: true, payment: await viewOf(services, payment.id) };
}

async function startCheckout(
  services: AppServices,
  paymentId: string,
  plan: Plan,
  amountCents: number,
  payerEmail: string,
  replayed: boolean,
): Promise<SubscribeOutcome> {
  const payment = await services.payments.findById(paymentId);
  try {
    // Asking twice for the same payment gives the same checkout (the provider's idempotency key).
    const checkout = await services.paymentProvider.createCheckout({
      paymentId,
      title: `Plano ${plan.name} — ${plan.durationDays} dias (Vez)`,
      amountCents,
      payerEmail,
      returnUrl: `${services.config.publicUrl}/estabelecimento/planos?pagamento=${paymentId}`,
      expiresAt: payment?.expires_at ?? services.clock.now() + PAYMENT_CHECKOUT_MINUTES * 60_000,
    });
    await services.payments.update(paymentId, { provider_checkout_id: checkout.checkoutId });
    return { kind: 'checkout', replayed, paymentId, initPoint: checkout.initPoint };
  } catch (error) {
    if (error instanceof ProviderUnavailable) {
      throw new AppError(
        'upstream-failed',
        'O serviço de pagamento não respondeu. Tente novamente em instantes.',
      );
    }
    throw error;
  }
}

async function viewOf(services: AppServices, paymentId: string): Promise<PlanPaymentView> {
  const row = await services.subscriptionPayments.findById(paymentId);
  if (!row) throw new Error(`plan payment ${paymentId} vanished`);
  return toPlanPaymentView(row);
}
