import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usePayment } from '../../payments';
import { queueKeys } from '../api/queue-api';

/**
 * How long a pending payment is polled before the page stops asking by itself: Mercado Pago's webhook
 * normally lands within seconds; past this the client is told it may take a while and asks again.
 */
export const PENDING_POLL_LIMIT_MS = 2 * 60_000;

/**
 * The payment the client came back from (`?pagamento=`), read until it settles. Once it is approved the
 * queue is read again, so the place shown is the new one even while the live stream is down; the page
 * names the new position only once the queue it shows was read after the approval. (The refetch's own
 * promise is no signal for that: it settles before the page re-renders with the new data.)
 */
export function usePaymentResult(queueId: number, paymentId: string) {
  const queryClient = useQueryClient();
  const [polling, setPolling] = useState(true);
  const payment = usePayment(paymentId, { poll: polling, forQueue: queueId });
  // Another queue's payment is only pointed to (PaymentResult): nothing here waits for it.
  const ofThisQueue = payment.data === undefined || payment.data.queueId === queueId;
  const status = ofThisQueue ? payment.data?.status : undefined;

  useEffect(() => {
    if (!ofThisQueue) setPolling(false);
  }, [ofThisQueue]);

  useEffect(() => {
    if (status !== 'pendente' || !polling) return;
    const timer = setTimeout(() => setPolling(false), PENDING_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [status, polling]);

  // When this page saw the approval; the place on screen is the new one once the queue was read after it.
  const [approvedAt, setApprovedAt] = useState<number | null>(null);
  useEffect(() => {
    if (status !== 'aprovado') return;
    setApprovedAt(Date.now());
    void queryClient.invalidateQueries({ queryKey: queueKeys.myQueues });
    // The queue's key prefixes its line's, so the masked line (with 'Avançou') is read again too.
    void queryClient.invalidateQueries({ queryKey: queueKeys.queue(queueId) });
  }, [status, queueId, queryClient]);

  return {
    payment,
    /** Still pending after the polling window: the page offers to ask again. */
    slow: status === 'pendente' && !polling,
    /** Whether a read of the queue finished at `placeReadAt` (success or failure) came after the approval. */
    placeFresh: (placeReadAt: number) => approvedAt !== null && placeReadAt >= approvedAt,
    retry: () => {
      setPolling(true);
      void payment.refetch();
    },
  };
}
