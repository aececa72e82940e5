import type { PlanPaymentView } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { ProviderUnavailable } from '../payments/payment-provider';
import { reconcilePayment } from '../payments/reconcile-payment';
import { toPlanPaymentView } from './plan-views';

export const PLAN_PAYMENT_NOT_FOUND = 'Pagamento não encontrado';

/**
 * The establishment's plan payments, newest first. One still pending is first checked with the provider
 * (at most every 10 s), so a lost notification or a crash between charge and settlement costs nothing.
 */
export async function listPlanPayments(
  services: AppServices,
  caller: Authenticated,
): Promise<PlanPaymentView[]> {
  const now = services.clock.now();
  let rows = await services.subscriptionPayments.listForEstablishment(caller.userId, now);
  // Only the few newest open checkouts are asked about: a page view never fans out to the provider.
  const pending = rows.filter((row) => row.status === 'pending').slice(0, 3);
  if (pending.length > 0) {
    for (const row of pending) await reconcileQuietly(services, row);
    rows = await services.subscriptionPayments.listForEstablishment(caller.userId, now);
  }
  return rows.map(toPlanPaymentView);
}

/** One plan payment of the caller (others read as missing), as the return page from the provider polls it. */
export async function getPlanPayment(
  services: AppServices,
  caller: Authenticated,
  paymentId: string,
): Promise<PlanPaymentView> {
  const row = await services.subscriptionPayments.findById(paymentId);
  if (!row || row.establishment_id !== caller.userId) throw notFound(PLAN_PAYMENT_NOT_FOUND);
  if (row.status !== 'pending') return toPlanPaymentView(row);
  await reconcileQuietly(services, row);
  return toPlanPaymentView((await services.subscriptionPayments.findById(paymentId)) ?? row);
}

async function reconcileQuietly(services: AppServices, row: Parameters<typeof reconcilePayment>[1]) {
  // The provider being down must not hide the history: it is shown as we last knew it.
  await reconcilePayment(services, row).catch((error) => {
    if (!(error instanceof ProviderUnavailable)) throw error;
  });
}
