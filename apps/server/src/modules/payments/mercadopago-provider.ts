import type { CardBrand } from '@vez/domain';
import { MercadoPagoConfig, MercadoPagoError, Payment, PaymentRefund, Preference } from 'mercadopago';
// The SDK keeps its API address in a static; pointing it elsewhere is how tests talk to a local stand-in.
import { AppConfig as MercadoPagoSdkSettings } from 'mercadopago/dist/utils/config/index.js';
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderCharge } from './payment-provider';
import { ProviderUnavailable } from './payment-provider';

export interface MercadoPagoSettings {
  accessToken: string;
  apiUrl: string;
  /** Public address of this server: Mercado Pago posts notifications here and sends the browser back. */
  publicUrl: string;
  timeoutMs?: number;
}

const CHARGE_STATUS: Record<string, ProviderCharge['status']> = {
  approved: 'approved',
  pending: 'pending',
  in_process: 'pending',
  authorized: 'pending',
  in_mediation: 'pending',
  rejected: 'rejected',
  cancelled: 'rejected',
  refunded: 'refunded',
};

/** Mercado Pago's payment_method_id of the card brands we name (debit variants included). */
const CARD_BRANDS: Record<string, CardBrand> = {
  visa: 'visa',
  debvisa: 'visa',
  master: 'mastercard',
  debmaster: 'mastercard',
  amex: 'amex',
  elo: 'elo',
  debelo: 'elo',
  hipercard: 'hipercard',
  diners: 'diners',
};

/**
 * A chargeback is money gone only once settled; while disputed ('in_process') or won by the seller
 * ('reimbursed') the charge still stands.
 */
function chargeStatusOf(status: string | undefined, detail: string | undefined): ProviderCharge['status'] {
  if (status === 'charged_back') return detail === 'settled' ? 'refunded' : 'other';
  return CHARGE_STATUS[status ?? ''] ?? 'other';
}

/** Checkout Pro through the official SDK (PAYMENT_PROVIDER=mercadopago). */
export class MercadoPagoProvider implements PaymentProvider {
  readonly name = 'mercadopago' as const;
  constructor(private readonly settings: MercadoPagoSettings) {
    (MercadoPagoSdkSettings as { BASE_URL: string }).BASE_URL = settings.apiUrl.replace(/\/$/, '');
  }

  /**
   * A fresh SDK configuration per call: the SDK copies each call's request options (idempotency key
   * included) into the configuration it is given, and a shared one would carry a key to the next call.
   * Few quick retries: a client is waiting, and notifications are redelivered anyway.
   */
  private get sdk(): MercadoPagoConfig {
    return new MercadoPagoConfig({
      accessToken: this.settings.accessToken,
      options: { timeout: this.settings.timeoutMs ?? 10_000, maxRetries: 1 },
    });
  }

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    const preference = await this.call(() =>
      new Preference(this.sdk).create({
        body: {
          items: [
            {
              id: request.paymentId,
              title: request.title,
              quantity: 1,
              currency_id: 'BRL',
              unit_price: request.amountCents / 100,
            },
          ],
          payer: { email: request.payerEmail },
          external_reference: request.paymentId,
          notification_url: `${this.settings.publicUrl}/api/payments/webhooks/mercadopago`,
          back_urls: { success: request.returnUrl, failure: request.returnUrl, pending: request.returnUrl },
          auto_return: 'approved',
          // Cards only (decision 014), settled at once: no boleto or Pix pending past the checkout's life.
          binary_mode: true,
          payment_methods: {
            excluded_payment_types: [{ id: 'ticket' }, { id: 'atm' }, { id: 'bank_transfer' }],
          },
          // No start date: a clock a little ahead of Mercado Pago's would make a new checkout "not yet valid".
          expires: true,
          expiration_date_to: new Date(request.expiresAt).toISOString(),
          statement_descriptor: 'VEZ FILAS',
        },
        // One preference per payment, even if this request is retried.
        requestOptions: { idempotencyKey: `preference-${request.paymentId}` },
      }),
    );
    if (!preference.id || !preference.init_point) {
      throw new ProviderUnavailable('Mercado Pago não devolveu o endereço do checkout');
    }
    return { checkoutId: preference.id, initPoint: preference.init_point };
  }

  async fetchCharge(chargeId: string): Promise<ProviderCharge | null> {
    if (!/^\d{1,20}$/.test(chargeId)) return null;
    try {
      const payment = await new Payment(this.sdk).get({ id: chargeId });
      return {
        id: String(payment.id),
        paymentId: payment.external_reference ?? '',
        status: chargeStatusOf(payment.status, payment.status_detail),
        // Reais with at most two decimals; rounding removes binary noise (11.5 * 100 = 1150.0000000000002).
        amountCents: Math.round((payment.transaction_amount ?? 0) * 100),
        currency: payment.currency_id ?? '',
        card: payment.card?.last_four_digits
          ? {
              brand: CARD_BRANDS[payment.payment_method_id ?? ''] ?? null,
              last4: payment.card.last_four_digits,
            }
          : null,
      };
    } catch (error) {
      if (error instanceof MercadoPagoError && error.status === 404) return null;
      throw new ProviderUnavailable(describe(error));
    }
  }

  async findChargeIds(paymentId: string): Promise<string[]> {
    const found = await this.call(() =>
      new Payment(this.sdk).search({
        options: { external_reference: paymentId, sort: 'date_created', criteria: 'asc', limit: 20 },
      }),
    );
    return (found.results ?? []).map((charge) => String(charge.id));
  }

  /**
   * Mercado Pago's refunds add up (a partial one, then the rest), so the charge's refunded amount is read
   * first and only the difference is asked for, under a key naming the total: a repeat, or two callers at
   * once, get the first refund back instead of a second one.
   */
  async refund(chargeId: string, totalCents: number): Promise<void> {
    const payment = await this.call(() => new Payment(this.sdk).get({ id: chargeId }));
    const refundedCents = Math.round((payment.transaction_amount_refunded ?? 0) * 100);
    if (refundedCents >= totalCents) return;
    await this.call(() =>
      new PaymentRefund(this.sdk).create({
        payment_id: chargeId,
        body: { amount: (totalCents - refundedCents) / 100 },
        requestOptions: { idempotencyKey: `refund-${chargeId}-${totalCents}` },
      }),
    );
  }

  private async call<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request();
    } catch (error) {
      throw new ProviderUnavailable(describe(error));
    }
  }
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
