import { InvalidWebhookSignatureError, WebhookSignatureValidator } from 'mercadopago';
import type { AppServices } from '../../app-services';
import { AppError, unauthorized } from '../app-error';
import { ProviderUnavailable } from './payment-provider';
import { settlePaymentFromCharge } from './settle-payment';

type Services = Parameters<typeof settlePaymentFromCharge>[0] & Pick<AppServices, 'config'>;

/** How old a signature may be (wall-clock time, as Mercado Pago signs): room for clock drift and retries. */
export const SIGNATURE_MAX_AGE_MS = 5 * 60_000;

export interface MercadoPagoNotification {
  signature: string | undefined;
  requestId: string | undefined;
  /** `data.id` from the query string: the id Mercado Pago signs. */
  dataId: string | undefined;
  type: string | undefined;
}

/**
 * Mercado Pago's webhook: the `x-signature` header must be the HMAC-SHA256 of the documented manifest
 * (`id:{data.id};request-id:{x-request-id};ts:{ts};`) with our secret, or nothing is read. Only then is
 * the payment read from Mercado Pago's API and settled. Replays of a genuine notification are harmless:
 * settlement is exactly-once.
 */
export async function receiveMercadoPagoNotification(
  services: Services,
  notification: MercadoPagoNotification,
) {
  // Other topics (merchant orders, the unsigned IPN format) are acknowledged and not acted on: only a
  // signed payment notification ever leads us to read and settle anything.
  if (notification.type !== 'payment') return { handled: false };
  try {
    WebhookSignatureValidator.validate({
      xSignature: notification.signature,
      xRequestId: notification.requestId,
      dataId: notification.dataId,
      secret: services.config.payments.mercadoPago?.webhookSecret ?? '',
    });
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError)
      throw unauthorized('Assinatura da notificação inválida');
    throw error;
  }
  // A genuine notification replayed later is harmless (settlement is exactly-once) but is refused
  // anyway: each delivery Mercado Pago makes is signed anew, so only a copy can be this old.
  const signedAt = Number(/(?:^|,)\s*ts=(\d+)/.exec(notification.signature ?? '')?.[1]) * 1000;
  if (!Number.isFinite(signedAt) || Math.abs(Date.now() - signedAt) > SIGNATURE_MAX_AGE_MS) {
    throw unauthorized('Notificação expirada');
  }
  if (!notification.dataId) return { handled: false };
  try {
    const settlement = await settlePaymentFromCharge(services, notification.dataId);
    return { handled: settlement.kind !== 'ignored' };
  } catch (error) {
    // Answering with an error makes Mercado Pago deliver the notification again later.
    if (error instanceof ProviderUnavailable) {
      throw new AppError('upstream-failed', 'Mercado Pago indisponível; a notificação será reenviada');
    }
    throw error;
  }
}
