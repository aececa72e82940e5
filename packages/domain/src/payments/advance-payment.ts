/**
 * A payment for a paid advance, as the API shows it to the client who made it
 * (GET /api/payments/{id}) and as the web app reads it after the checkout.
 */
export type AdvancePaymentStatus =
  /** Created; waiting for the provider to confirm. */
  | 'pendente'
  /** Confirmed and the advance applied (maybe clamped, with the difference refunded). */
  | 'aprovado'
  /** The provider declined the card; the client may try again while the payment has not expired. */
  | 'recusado'
  /** The client left the checkout without paying. */
  | 'cancelado'
  /**
   * Paid, but the ticket no longer waited (left, called, queue closed): nothing moved, money back; or
   * applied, then the queue was closed before the client was called (decision 054).
   */
  | 'estornado'
  /** Not paid in time. */
  | 'expirado';

/**
 * Why money went back: the whole payment, or the unused part of a clamped advance ('avanco-parcial').
 * `estornado-no-provedor`: refunded or charged back at the provider itself (its
 * panel, a card dispute), outside our own refunds.
 */
export type AdvanceRefundReason =
  | 'nao-aguardava'
  | 'ja-primeiro'
  | 'valor-divergente'
  | 'avanco-parcial'
  | 'estornado-no-provedor'
  /** The establishment closed the queue before the client was called: the advance bought nothing (decision 054). */
  | 'fila-encerrada';

export type PaymentProviderName = 'simulado' | 'mercadopago';

export const PAYMENT_PROVIDERS: readonly PaymentProviderName[] = ['simulado', 'mercadopago'];

export interface AdvancePaymentView {
  id: string;
  status: AdvancePaymentStatus;
  provedor: PaymentProviderName;
  queueId: number;
  filaNome: string;
  estabelecimentoNome: string;
  /** Positions bought. */
  posicoes: number;
  /** Positions actually moved (fewer when clamped), once approved. */
  posicoesAplicadas: number | null;
  valorCentavos: number;
  /** Money given back: the whole amount when refunded, the unused part when clamped. */
  estornoCentavos: number;
  /** Set whenever estornoCentavos > 0. */
  motivoEstorno: AdvanceRefundReason | null;
  criadoEm: string;
  expiraEm: string;
}

/** How long a checkout stays open; Mercado Pago's preference gets the same expiry. */
export const PAYMENT_CHECKOUT_MINUTES = 30;
