import type { CardBrand, PaymentProviderName } from '@vez/domain';

/** What we ask a provider to sell (an advance, a plan period), for exactly `amountCents`. */
export interface CheckoutRequest {
  paymentId: string;
  title: string;
  amountCents: number;
  payerEmail: string;
  /** Where the browser comes back to after paying, failing or giving up. */
  returnUrl: string;
  expiresAt: number;
}

export interface Checkout {
  /** The provider's id of the checkout (Mercado Pago: the preference id). */
  checkoutId: string;
  /** Where the client's browser goes to pay. */
  initPoint: string;
}

/** A charge as the provider reports it; only this, read from the provider, is ever trusted. */
export interface ProviderCharge {
  id: string;
  /** Our payment id, as given to the provider when the checkout was created. */
  paymentId: string;
  status: 'approved' | 'pending' | 'rejected' | 'refunded' | 'other';
  amountCents: number;
  currency: string;
  /** The card as the provider reports it: brand and last 4 digits only. */
  card?: { brand: CardBrand | null; last4: string } | null;
}

/**
 * A payment provider behind the one path every confirmation takes: a notification names a charge,
 * we read the charge from the provider, and settle our payment from what the provider says.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  createCheckout(request: CheckoutRequest): Promise<Checkout>;
  fetchCharge(chargeId: string): Promise<ProviderCharge | null>;
  /** Ids of every charge made for one of our payments, for when a notification may have been missed. */
  findChargeIds(paymentId: string): Promise<string[]>;
  /**
   * Brings what was given back of a charge up to `totalCents` (a clamped advance's unused part first,
   * all of it if its queue then closes, decision 054); asking twice for the same total refunds once.
   */
  refund(chargeId: string, totalCents: number): Promise<void>;
}

/** The provider could not be reached or answered with an error: the client may try again later. */
export class ProviderUnavailable extends Error {}
