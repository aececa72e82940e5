import type { AppServices } from '../../app-services';
import { finishRefund } from './settle-payment';

/** Refunds are retried only when the path that recorded them had time to finish them itself. */
const GRACE_MS = 60_000;
const BATCH = 20;

/**
 * Finishes refunds that were recorded but never confirmed (the provider was down, or the process
 * stopped between the commit and the refund call), so no client waits on a notification that may never
 * be delivered again. Safe alongside a concurrent settlement: a refund is idempotent per charge.
 */
export async function retryOwedRefunds(
  services: Pick<AppServices, 'paymentProvider' | 'payments' | 'clock'>,
  onError: (error: unknown, paymentId: string) => void,
): Promise<number> {
  let done = 0;
  const owed = await services.payments.listOwedRefunds(services.clock.now() - GRACE_MS, BATCH);
  for (const payment of owed) {
    if (payment.provider !== services.paymentProvider.name) continue;
    try {
      await finishRefund(services, payment);
      done++;
    } catch (error) {
      onError(error, payment.id);
    }
  }
  return done;
}
