import { type BroadcastInput, broadcastInputSchema, broadcastOf } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { AppError, badRequest } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { mutateQueue } from '../mutate-queue';
import { assertOwner } from '../queue-access';

type Services = Pick<AppServices, 'database' | 'queues' | 'queueMutex' | 'bus' | 'clock'>;

export const BROADCAST_CLOSED = 'Não é possível enviar aviso para uma fila encerrada';
/** The columns of a queue without a notice (cleared, expired, or its queue closed). */
export const NO_BROADCAST = { broadcast_message: null, broadcast_at: null, broadcast_expires_at: null };

/**
 * 'Aviso para a fila' (decision 022): one short line for everyone watching the queue. It goes through
 * the queue's mutation path, so the new version reaches every watcher's picture at once (a 'broadcast'
 * event), and the notifications worker pushes each new `broadcast_at` once. With `duracao_minutos` it
 * stops showing after that long (the scheduler clears it: expire-queue-notices.ts).
 */
export async function setBroadcast(
  services: Services,
  caller: Authenticated,
  queueId: number,
  input: BroadcastInput,
) {
  // The route validates too; this keeps the rule for any other caller of the use case.
  const parsed = broadcastInputSchema.safeParse(input);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Aviso inválido', 'mensagem');
  const { mensagem, duracao_minutos: minutes } = parsed.data;
  return mutateQueue(services, queueId, async (_trx, queue, now) => {
    assertOwner(caller, queue);
    if (queue.status === 'encerrada') throw new AppError('invalid', BROADCAST_CLOSED);
    const notice = {
      broadcast_message: mensagem,
      broadcast_at: now,
      broadcast_expires_at: minutes == null ? null : now + minutes * 60_000,
    };
    return { result: broadcastOf(notice), queue: notice, change: { type: 'broadcast' } };
  });
}

/** 'Limpar aviso'. Clearing a queue with no notice changes nothing (no version, no event). */
export async function clearBroadcast(services: Services, caller: Authenticated, queueId: number) {
  return mutateQueue(services, queueId, async (_trx, queue) => {
    assertOwner(caller, queue);
    if (queue.status === 'encerrada') throw new AppError('invalid', BROADCAST_CLOSED);
    const had = queue.broadcast_message !== null;
    return {
      result: null,
      queue: NO_BROADCAST,
      change: had ? { type: 'broadcast' } : null,
    };
  });
}
