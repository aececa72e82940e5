import { useQuery } from '@tanstack/react-query';
import type { AdvancePaymentView, SimulatedCard } from '@vez/domain';
import { apiRequest } from '../../../lib/api/client';

export type { AdvancePaymentView };

export const paymentKeys = {
  payment: (id: string) => ['payment', id] as const,
};

/** While the provider has not confirmed, the queue view asks again this often (issue "Pay to advance"). */
export const PAYMENT_POLL_MS = 2_000;

/**
 * One payment of the signed-in client. With `poll`, it is read again every 2 s for as long as it is
 * still 'pendente' (Mercado Pago confirms by webhook, a moment after the client is sent back).
 */
/**
 * One payment, polled every PAYMENT_POLL_MS while `poll` and pending; with `forQueue`, only while it is a
 * payment of that queue (decided on the data itself, so not even one poll goes out for another queue's).
 */
export function usePayment(
  id: string,
  { poll = false, forQueue }: { poll?: boolean; forQueue?: number } = {},
) {
  return useQuery({
    queryKey: paymentKeys.payment(id),
    queryFn: ({ signal }) =>
      apiRequest<{ data: AdvancePaymentView }>(`/api/payments/${encodeURIComponent(id)}`, {
        role: 'cliente',
        signal,
      }).then((r) => r.data),
    staleTime: 0,
    refetchInterval: (query) => {
      const data = query.state.data;
      const ours = forQueue === undefined || data?.queueId === forQueue;
      return poll && ours && data?.status === 'pendente' ? PAYMENT_POLL_MS : false;
    },
  });
}

/** Pays with a card of the simulated checkout; the answer says 'aprovado', 'recusado' or 'estornado'. */
export function payWithSimulatedCard(id: string, card: SimulatedCard) {
  return apiRequest<{ data: AdvancePaymentView }>(`/api/payments/${encodeURIComponent(id)}/simulado/pagar`, {
    method: 'POST',
    role: 'cliente',
    body: card,
  }).then((r) => r.data);
}

export function cancelSimulatedPayment(id: string) {
  return apiRequest<{ data: AdvancePaymentView }>(
    `/api/payments/${encodeURIComponent(id)}/simulado/cancelar`,
    { method: 'POST', role: 'cliente' },
  ).then((r) => r.data);
}

/** Where every checkout ends: the queue view, which reads the payment and tells the result. */
export function paymentReturnPath(payment: Pick<AdvancePaymentView, 'id' | 'queueId'>): string {
  return `/cliente/filas/${payment.queueId}?pagamento=${encodeURIComponent(payment.id)}`;
}

/**
 * Whether the simulated card form still applies: not settled yet (a declined card may be followed by
 * another) and not a Mercado Pago payment. The deadline (`expiraEm`) is checked apart, as time passes.
 */
export function awaitsSimulatedCard(payment: AdvancePaymentView): boolean {
  const open = payment.status === 'pendente' || payment.status === 'recusado';
  return open && payment.provedor === 'simulado';
}
