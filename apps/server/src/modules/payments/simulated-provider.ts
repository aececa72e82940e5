import type { CardBrand } from '@vez/domain';
import type { SimulatedChargesRepository } from '../../repositories/simulated-charges-repository';
import type { Checkout, CheckoutRequest, PaymentProvider, ProviderCharge } from './payment-provider';

/**
 * The built-in provider (PAYMENT_PROVIDER=simulado): its checkout is a page of our own web app and its
 * charges live in `simulated_charges`. Paying there records a charge and then notifies us exactly as
 * Mercado Pago would, by charge id, so settlement is the same code for both.
 */
export class SimulatedPaymentProvider implements PaymentProvider {
  readonly name = 'simulado' as const;

  constructor(private readonly charges: SimulatedChargesRepository) {}

  async createCheckout(request: CheckoutRequest): Promise<Checkout> {
    // A path, not a full URL: the checkout is served by whatever address the client is using.
    return { checkoutId: request.paymentId, initPoint: `/cliente/pagamento/${request.paymentId}` };
  }

  async fetchCharge(chargeId: string): Promise<ProviderCharge | null> {
    const id = Number(chargeId);
    const charge = Number.isSafeInteger(id) ? await this.charges.findById(id) : undefined;
    if (!charge) return null;
    return {
      id: String(charge.id),
      paymentId: charge.payment_id,
      status: charge.status,
      amountCents: charge.amount_cents,
      currency: 'BRL',
      card: { brand: (charge.card_brand as CardBrand | null) ?? null, last4: charge.card_last4 },
    };
  }

  async findChargeIds(paymentId: string): Promise<string[]> {
    return (await this.charges.listForPayment(paymentId)).map((charge) => String(charge.id));
  }

  async refund(chargeId: string, totalCents: number): Promise<void> {
    await this.charges.refundUpTo(Number(chargeId), totalCents);
  }
}
