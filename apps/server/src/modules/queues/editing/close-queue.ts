import type { AppServices } from '../../../app-services';
import { AppError } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { noticeKeyPrefix } from '../../notifications/enqueue-notice';
import {
  finishOwedRefunds,
  type RefundServices,
  refundClosedAdvances,
} from '../../payments/refund-closed-advances';
import { NO_BROADCAST } from '../broadcasts/queue-broadcast';
import { mutateQueue } from '../mutate-queue';
import { assertOwner } from '../queue-access';

type Services = Pick<
  AppServices,
  'database' | 'queues' | 'tickets' | 'queueMutex' | 'bus' | 'clock' | 'outbox'
> &
  RefundServices;

/**
 * Encerrar: the queue leaves every list, its remaining tickets end ('closed') and their watchers are
 * told; its history stays for the statistics. Advances paid by those tickets are given back (decision
 * 054): they were never called, so what they bought was not delivered.
 */
export async function closeQueue(services: Services, caller: Authenticated, queueId: number) {
  const { refunds, ...result } = await mutateQueue(services, queueId, async (trx, queue, now) => {
    assertOwner(caller, queue);
    if (queue.status === 'encerrada') throw new AppError('invalid', 'Esta fila já foi encerrada');
    const ended = await services.tickets.closeAllWaiting(queueId, now, trx);
    // Nobody of a closed queue is told 'Falta pouco' (or its notice) by a send still waiting for a retry.
    await services.outbox.withdrawUnsent(
      ended.map((id) => noticeKeyPrefix(id)),
      now,
      'retirada: a fila foi encerrada',
      trx,
    );
    // A queue closed while paused ends its pause too (the wait estimate reads pauses, decision 023).
    if (queue.status === 'pausada') await services.queues.endPause(queueId, now, trx);
    const refunds = await refundClosedAdvances(services, trx, queue, ended, now);
    return {
      result: { ticketsEncerrados: ended.length, refunds },
      queue: {
        status: 'encerrada',
        closed_at: now,
        waiting_tickets: 0,
        waiting_people: 0,
        occupied_positions: 0,
        auto_call: 0,
        // 'Aviso para a fila' ends with the queue (decision 022).
        ...NO_BROADCAST,
      },
      change: { type: 'closed' },
    };
  });
  await finishOwedRefunds(services, refunds);
  return result;
}
