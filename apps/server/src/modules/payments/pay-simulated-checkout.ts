import { isDeclinedTestCard } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { conflict, notFound } from '../../http/app-error';
import type { Authenticated } from '../auth/authenticate';
import { loadOwnPayment, PAYMENT_NOT_FOUND, statusOf, toPaymentView } from './payment-view';
import { reconcilePayment } from './reconcile-payment';
import { settlePaymentFromCharge } from './settle-payment';

type Services = Parameters<typeof settlePaymentFromCharge>[0] &
  Pick<AppServices, 'simulatedCharges' | 'establishments'>;

export const ALREADY_PROCESSED = 'Este pagamento já foi processado';
export const EXPIRED = 'Este pagamento expirou. Volte à fila e tente novamente.';

/**
 * 'Pagar' on the simulated checkout: the test provider charges the card (the documented declined card
 * is refused, any other valid card approved) and then notifies us by charge id, exactly as Mercado Pago
 * does, so the advance is applied by the same settlement code.
 */
export async function paySimulatedCheckout(
  services: Services,
  caller: Authenticated,
  paymentId: string,
  card: { numero: string },
) {
  // A charge approved earlier but never settled (the process stopped in between) is settled now,
  // instead of charging the card a second time.
  const payment = await reconcilePayment(services, await loadPayable(services, caller, paymentId), {
    force: true,
  });
  if (payment.provider_payment_id !== null) return toPaymentView(services, payment);
  const charge = await services.simulatedCharges.insert({
    payment_id: payment.id,
    amount_cents: payment.amount_cents,
    status: isDeclinedTestCard(card.numero) ? 'rejected' : 'approved',
    card_last4: card.numero.slice(-4),
    created_at: services.clock.now(),
  });
  await settlePaymentFromCharge(services, String(charge.id));
  return toPaymentView(services, await loadOwnPayment(services, caller, payment.id));
}

/** 'Cancelar': the client gives up; nothing was charged. */
export async function cancelSimulatedCheckout(services: Services, caller: Authenticated, paymentId: string) {
  const payment = await loadPayable(services, caller, paymentId);
  const cancelled = await services.payments.updateWhileIn(payment.id, ['pending', 'rejected'], {
    status: 'cancelled',
    updated_at: services.clock.now(),
  });
  if (!cancelled) throw conflict(ALREADY_PROCESSED);
  return toPaymentView(services, await loadOwnPayment(services, caller, payment.id));
}

async function loadPayable(services: Services, caller: Authenticated, paymentId: string) {
  const payment = await loadOwnPayment(services, caller, paymentId);
  if (payment.provider !== 'simulado') throw notFound(PAYMENT_NOT_FOUND);
  const status = statusOf(payment, services.clock.now());
  if (status === 'expirado') throw conflict(EXPIRED);
  if (status !== 'pendente' && status !== 'recusado') throw conflict(ALREADY_PROCESSED);
  return payment;
}
