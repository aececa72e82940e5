import type { AdvancePaymentStatus, AdvancePaymentView, AdvanceRefundReason } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { AdvancePaymentRow } from '../../repositories/advance-payments-repository';
import type { PaymentRow } from '../../repositories/payments-repository';
import { notFound } from '../app-error';
import type { Authenticated } from '../auth/authenticate';
import { ProviderUnavailable } from './payment-provider';
import { reconcilePayment } from './reconcile-payment';

export const PAYMENT_NOT_FOUND = 'Pagamento não encontrado';

/** A client's own payment; anyone else's reads as missing, so ids cannot be probed. */
export async function loadOwnPayment(
  services: Pick<AppServices, 'advancePayments'>,
  caller: Authenticated,
  paymentId: string,
): Promise<AdvancePaymentRow> {
  const payment = await services.advancePayments.findById(paymentId);
  if (!payment || payment.client_id !== caller.userId) throw notFound(PAYMENT_NOT_FOUND);
  return payment;
}

export function statusOf(payment: PaymentRow, now: number): AdvancePaymentStatus {
  switch (payment.status) {
    case 'applied':
      return 'aprovado';
    case 'refunded':
      return 'estornado';
    case 'cancelled':
      return 'cancelado';
    case 'rejected':
    case 'pending':
      if (payment.expires_at <= now) return 'expirado';
      return payment.status === 'rejected' ? 'recusado' : 'pendente';
  }
}

/**
 * The client's payment; one not yet settled is first checked with the provider (at most every 10 s),
 * so the return page learns the outcome even when the provider's notification is lost.
 */
export async function getAdvancePayment(
  services: Parameters<typeof reconcilePayment>[0],
  caller: Authenticated,
  paymentId: string,
): Promise<AdvancePaymentView> {
  const payment = await loadOwnPayment(services, caller, paymentId);
  const reconciled = await reconcilePayment(services, payment).catch((error) => {
    // The provider being down must not hide the payment: it is shown as we last knew it.
    if (error instanceof ProviderUnavailable) return payment;
    throw error;
  });
  const current = reconciled === payment ? payment : await loadOwnPayment(services, caller, paymentId);
  return toPaymentView(services, current);
}

export async function toPaymentView(
  services: Pick<AppServices, 'queues' | 'establishments' | 'clock'>,
  payment: AdvancePaymentRow,
): Promise<AdvancePaymentView> {
  const queue = await services.queues.findById(payment.queue_id);
  const establishment = await services.establishments.findById(payment.establishment_id);
  return {
    id: payment.id,
    status: statusOf(payment, services.clock.now()),
    provedor: payment.provider,
    queueId: payment.queue_id,
    filaNome: queue?.name ?? '',
    estabelecimentoNome: establishment?.legal_name ?? '',
    posicoes: payment.positions,
    posicoesAplicadas: payment.applied_positions,
    valorCentavos: payment.amount_cents,
    estornoCentavos: payment.refund_cents,
    motivoEstorno: payment.refund_cents > 0 ? (payment.failure as AdvanceRefundReason | null) : null,
    criadoEm: new Date(payment.created_at).toISOString(),
    expiraEm: new Date(payment.expires_at).toISOString(),
  };
}
