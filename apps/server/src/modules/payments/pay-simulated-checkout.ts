import { cardBrandOf, isDeclinedTestCard } from '@vez/domain';
import type { Transaction } from 'kysely';
import type { AppServices } from '../../app-services';
import type { Database } from '../../database/schema';
import type { PaymentRow } from '../../repositories/payments-repository';
import { conflict, notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { mutateQueue } from '../queues/mutate-queue';
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
  const payment = await loadPayable(services, caller, paymentId);
  const reconciled = await reconcilePayment(services, payment, { force: true });
  if (reconciled.provider_payment_id !== null) {
    return toPaymentView(services, await loadOwnPayment(services, caller, payment.id));
  }
  const charge = await whileCheckoutOpen(services, payment, async (trx, now) => {
    // A second 'Pagar' (double click, another tab) finds the first one's charge still on its way to
    // the queue and settles that one: the card is charged once.
    const charges = await services.simulatedCharges.listForPayment(payment.id, trx);
    const approved = charges.find((existing) => existing.status === 'approved');
    if (approved) return { result: approved };
    const created = await services.simulatedCharges.insert(
      {
        payment_id: payment.id,
        amount_cents: payment.amount_cents,
        status: isDeclinedTestCard(card.numero) ? 'rejected' : 'approved',
        card_brand: cardBrandOf(card.numero),
        card_last4: card.numero.slice(-4),
        created_at: now,
      },
      trx,
    );
    return { result: created };
  });
  await settlePaymentFromCharge(services, String(charge.id));
  return toPaymentView(services, await loadOwnPayment(services, caller, payment.id));
}

/** 'Cancelar': the client gives up; nothing was charged. */
export async function cancelSimulatedCheckout(services: Services, caller: Authenticated, paymentId: string) {
  const payment = await loadPayable(services, caller, paymentId);
  await whileCheckoutOpen(services, payment, async (trx, now) => {
    // An approved charge not yet settled is on its way to the queue: too late to give up.
    const charges = await services.simulatedCharges.listForPayment(payment.id, trx);
    if (charges.some((charge) => charge.status !== 'rejected')) throw conflict(ALREADY_PROCESSED);
    await services.payments.update(payment.id, { status: 'cancelled', updated_at: now }, trx);
    return { result: undefined };
  });
  return toPaymentView(services, await loadOwnPayment(services, caller, payment.id));
}

/**
 * Charging and giving up take turns on the queue's lock (the one settlement also takes), so a 'Cancelar'
 * racing a 'Pagar' from another tab either stops the charge or is refused — never "cancelled" while
 * the card is charged and the ticket moves.
 */
function whileCheckoutOpen<T>(
  services: Services,
  payment: PaymentRow & { queue_id: number },
  work: (trx: Transaction<Database>, now: number) => Promise<{ result: T }>,
): Promise<T> {
  return mutateQueue(services, payment.queue_id, async (trx, _queue, now) => {
    const current = await services.payments.findById(payment.id, trx);
    if (!current) throw notFound(PAYMENT_NOT_FOUND);
    assertPayable(current, now);
    const { result } = await work(trx, now);
    return { result, queue: {}, change: null };
  });
}

async function loadPayable(services: Services, caller: Authenticated, paymentId: string) {
  const payment = await loadOwnPayment(services, caller, paymentId);
  if (payment.provider !== 'simulado') throw notFound(PAYMENT_NOT_FOUND);
  assertPayable(payment, services.clock.now());
  return payment;
}

function assertPayable(payment: PaymentRow, now: number) {
  const status = statusOf(payment, now);
  if (status === 'expirado') throw conflict(EXPIRED);
  if (status !== 'pendente' && status !== 'recusado') throw conflict(ALREADY_PROCESSED);
}
