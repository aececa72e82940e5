import { type CreateQueue, reaisToCents } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { AppError } from '../../http/app-error';
import type { Authenticated } from '../auth/authenticate';
import { mutateQueue } from './mutate-queue';
import { assertOwner } from './queue-access';
import { toQueueView } from './queue-views';

type Services = Pick<AppServices, 'database' | 'queues' | 'queueMutex' | 'bus' | 'clock'>;

/**
 * PUT /api/queues/:id (SPEC §7: exists, though no screen reaches it yet): edits the settings of an open
 * queue. Status and opening are changed by their own calls; a limit below the people already waiting
 * is refused rather than silently dropping anyone.
 */
export async function updateQueue(
  services: Services,
  caller: Authenticated,
  queueId: number,
  input: CreateQueue,
) {
  await mutateQueue(services, queueId, async (_trx, queue, now) => {
    assertOwner(caller, queue);
    if (queue.status === 'encerrada') throw new AppError(400, 'Esta fila foi encerrada');
    if (
      input.limitar_fila &&
      input.max_integrantes !== null &&
      input.max_integrantes < queue.waiting_people
    ) {
      throw new AppError(400, `Já há ${queue.waiting_people} pessoas na fila: o máximo não pode ser menor`);
    }
    const autoCallTurnsOn = input.chamada_automatica && queue.auto_call !== 1;
    return {
      result: null,
      queue: {
        name: input.nome,
        description: input.descricao,
        queue_type: input.tipo_fila,
        limited: input.limitar_fila ? 1 : 0,
        max_members: input.limitar_fila ? input.max_integrantes : null,
        auto_call: input.chamada_automatica ? 1 : 0,
        call_interval_minutes: input.intervalo_chamada,
        auto_call_since: input.chamada_automatica ? (autoCallTurnsOn ? now : queue.auto_call_since) : null,
        minutes_per_position: input.tempo_estimado,
        advance_price_cents: reaisToCents(input.valor_avancos),
        max_advances: input.max_avancos,
      },
      change: { type: 'updated' },
    };
  });
  const row = await services.queues.findById(queueId);
  return row ? toQueueView(row) : null;
}
