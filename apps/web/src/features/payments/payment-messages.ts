import type { AdvancePaymentView } from '@vez/domain';
import { formatMoney } from '../../lib/format';

/**
 * What the client reads about a payment, on the checkout and back on the queue view, so both say the
 * same thing about the same outcome.
 */

/** For a declined payment seen on the queue view and for a payment that cannot be read. */
export const PAYMENT_FAILED = 'Erro ao processar pagamento. Tente novamente.';
/** On the checkout itself the client can act on it at once: another card. */
export const PAYMENT_DECLINED = 'Pagamento recusado. Tente outro cartão.';
export const PAYMENT_CANCELLED = 'Pagamento cancelado. Nenhum valor foi cobrado.';
export const PAYMENT_EXPIRED = 'O prazo para pagar terminou. Nenhum valor foi cobrado.';

type Refunded = Pick<AdvancePaymentView, 'estornoCentavos' | 'valorCentavos' | 'motivoEstorno'>;

const REFUND_REASONS: Record<NonNullable<AdvancePaymentView['motivoEstorno']>, string> = {
  'nao-aguardava': 'você não estava mais aguardando nesta fila',
  'ja-primeiro': 'você já estava na primeira posição',
  'valor-divergente': 'o valor pago não conferiu com o preço do avanço',
  'avanco-parcial': 'parte das posições já não podia ser avançada',
  'estornado-no-provedor': 'a cobrança foi devolvida ou contestada junto ao meio de pagamento',
  'fila-encerrada': 'o estabelecimento encerrou a fila antes de chamar você',
};

/** A payment refunded in full, with the reason the server recorded (decision 014). */
export function refundedMessage(payment: Refunded): string {
  const money = `O valor de ${formatMoney(payment.estornoCentavos || payment.valorCentavos)} foi devolvido.`;
  const reason = payment.motivoEstorno ? REFUND_REASONS[payment.motivoEstorno] : null;
  return reason ? `Pagamento estornado: ${reason}. ${money}` : `Pagamento estornado. ${money}`;
}
