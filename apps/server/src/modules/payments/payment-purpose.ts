import type { Transaction, Updateable } from 'kysely';
import type { Database, PaymentPurpose, PaymentsTable } from '../../database/schema';
import type { PaymentRow } from '../../repositories/payments-repository';
import type { ProviderCharge } from './payment-provider';

export type Settlement =
  | { kind: 'ignored'; reason: 'unknown-charge' | 'unknown-payment' | 'not-final' }
  | { kind: 'settled'; payment: PaymentRow }
  | { kind: 'duplicate-charge'; payment: PaymentRow };
export type SettledOrDuplicate = Exclude<Settlement, { kind: 'ignored' }>;

/**
 * Decides, inside the lock, whether an approved charge is new for the payment: the one settle path
 * re-reads the payment, leaves a charge it already recorded alone, flags a second charge, and refunds a
 * charge of the wrong amount. Only `{ kind: 'new' }` lets a purpose give what the payment buys.
 */
export type ClaimCharge = (
  trx: Transaction<Database>,
  now: number,
) => Promise<{ kind: 'new'; payment: PaymentRow } | SettledOrDuplicate>;

/**
 * What a payment buys, behind the one settle path (decision 015): `apply-advance` moves a ticket up,
 * `apply-subscription` adds a plan period. Each works on the lock of what it changes (the queue, the
 * establishment), inside which the settle path's claim and the purpose's change commit together.
 */
export interface PaymentPurposeHandler<Services> {
  settleApproved(
    services: Services,
    payment: PaymentRow,
    charge: ProviderCharge,
    claim: ClaimCharge,
  ): Promise<SettledOrDuplicate>;
  /** Runs `work` on the same lock, for changes to the payment alone (a refund made at the provider). */
  locked<T>(
    services: Services,
    payment: PaymentRow,
    work: (trx: Transaction<Database>, now: number) => Promise<T>,
  ): Promise<T>;
  /** What an applied payment's purchase becomes when the provider gives its money back, inside that lock. */
  undoOnProviderRefund(
    services: Services,
    trx: Transaction<Database>,
    payment: PaymentRow,
    now: number,
  ): Promise<void>;
}

/** Generic in the services a handler receives, so this file needs no import of the services' type. */
export type PaymentPurposes<Services> = Record<PaymentPurpose, PaymentPurposeHandler<Services>>;

/** The payment's columns once an approved charge is recorded on it. */
export function settledWith(charge: ProviderCharge, now: number): Updateable<PaymentsTable> {
  return {
    provider_payment_id: charge.id,
    settled_at: now,
    updated_at: now,
    card_brand: charge.card?.brand ?? null,
    card_last4: charge.card?.last4 ?? null,
  };
}
