import { statusTransitionRefusal } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { AppError } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { mutateQueue } from '../mutate-queue';
import { assertOwner } from '../queue-access';
import { toQueueView } from '../queue-views';
import { waitBasisOf } from '../waits/wait-basis';
import { openingRefusal } from './open-queue-limit';

type Services = Pick<
  AppServices,
  'database' | 'establishments' | 'queues' | 'queueMutex' | 'bus' | 'clock' | 'subscriptions'
>;

/**
 * Pausar / Reativar. A scheduled queue may be opened early ('Abrir Agora'), if the plan leaves room for
 * one more open queue (decision 058); it cannot be paused.
 */
export async function changeQueueStatus(
  services: Services,
  caller: Authenticated,
  queueId: number,
  status: 'ativa' | 'pausada',
) {
  const change = await mutateQueue(services, queueId, async (trx, queue, now) => {
    assertOwner(caller, queue);
    if (queue.status === 'agendada') {
      if (status === 'pausada') throw new AppError('invalid', 'A fila ainda não foi aberta');
      const refusal = await openingRefusal(services, trx, queue.establishment_id, now);
      if (refusal) throw new AppError('forbidden', refusal);
      return {
        result: 'opened' as const,
        queue: { status, opened_at: now, opens_at: null, auto_call_since: queue.auto_call ? now : null },
        change: { type: 'opened' },
      };
    }
    const refusal = statusTransitionRefusal(queue.status, status);
    if (refusal) throw new AppError('invalid', refusal);
    // The wait estimate leaves paused time out (decision 023), so each pause is written down.
    if (status === 'pausada') await services.queues.startPause(queueId, now, trx);
    else await services.queues.endPause(queueId, now, trx);
    return {
      result: status === 'ativa' ? ('resumed' as const) : ('paused' as const),
      // Automatic calls count their interval again from the moment the queue is back.
      queue: status === 'ativa' ? { status, auto_call_since: queue.auto_call ? now : null } : { status },
      change: { type: status === 'ativa' ? 'resumed' : 'paused' },
    };
  });
  const row = await services.queues.findById(queueId);
  const queue = row ? toQueueView(row, await waitBasisOf(services, row)) : null;
  return { queue, message: STATUS_MESSAGES[change] };
}

/** 'Abrir Agora' on a scheduled queue opens it: saying "reativada" would describe something else. */
const STATUS_MESSAGES = {
  opened: 'Fila aberta com sucesso!',
  resumed: 'Fila reativada com sucesso!',
  paused: 'Fila pausada com sucesso!',
} as const;
