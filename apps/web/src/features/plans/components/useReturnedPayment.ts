import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { planKeys, usePlanPayment } from '../api/plans-api';

/**
 * How long a pending plan payment is polled before the page stops asking by itself: Mercado Pago's
 * notification normally lands within seconds; past this the page offers 'Tentar Novamente'.
 */
export const PENDING_POLL_LIMIT_MS = 2 * 60_000;

/**
 * The plan payment the establishment came back from Mercado Pago with (`?pagamento=`), read every 2 s
 * until it settles (for at most two minutes). Once approved, the plan status and the history are read
 * again, so the cards and the table show the new period.
 */
export function useReturnedPayment(paymentId: string) {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(true);
  const payment = usePlanPayment(paymentId, { poll: polling });
  const status = payment.data?.status;

  useEffect(() => {
    if (status !== 'pendente' || !polling) return;
    const timer = setTimeout(() => setPolling(false), PENDING_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [status, polling]);

  useEffect(() => {
    if (status !== 'aprovado' && status !== 'estornado') return;
    void queryClient.invalidateQueries({ queryKey: planKeys.status });
    void queryClient.invalidateQueries({ queryKey: planKeys.payments, exact: true });
  }, [status, queryClient]);

  return {
    payment,
    /** Still pending after the polling window: the page offers to ask again. */
    slow: status === 'pendente' && !polling,
    retry: () => {
      setPolling(true);
      void payment.refetch();
    },
  };
}
