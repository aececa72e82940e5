import { maxOpenQueues } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import { forbidden, notFound } from '../../app-error';
import type { Authenticated } from '../../auth/authenticate';
import { autoCallStateOf } from '../calling/auto-call';
import { toQueueView } from '../queue-views';
import { waitBasisOf } from '../waits/wait-basis';

type Services = Pick<AppServices, 'queues' | 'tickets' | 'establishments'>;

/**
 * The establishment's own queues for Gerenciar Filas (closed ones leave the list), each with when its
 * next automatic call is due, so the list can say it (issue 38), and the plan's limit of open queues,
 * which 'Criar Fila' says before its form (decision 058).
 */
export async function listOwnQueues(
  services: Services & Pick<AppServices, 'subscriptions' | 'clock'>,
  caller: Authenticated,
  establishmentId: number,
) {
  if (caller.userId !== establishmentId) {
    throw forbidden('Acesso negado. Você só pode ver as filas do seu estabelecimento.');
  }
  const now = services.clock.now();
  const [rows, planId] = await Promise.all([
    services.queues.listByEstablishment(establishmentId),
    services.subscriptions.currentPlanId(establishmentId, now),
  ]);
  const queues = await Promise.all(
    rows.map(async (row) => {
      const since = row.auto_call === 1 ? await services.queues.waitingSince(row.id) : null;
      const next = row.auto_call === 1 ? autoCallStateOf(row, now, since).nextDueAtMs : null;
      return {
        ...toQueueView(row, await waitBasisOf(services, row)),
        proxima_chamada_em: next === null ? null : new Date(next).toISOString(),
      };
    }),
  );
  return { queues, limit: { planoId: planId, maximo: maxOpenQueues(planId) } };
}

/** An establishment's queues as clients browse them. */
export async function listPublicQueues(services: Services, establishmentId: number) {
  const establishment = await services.establishments.findById(establishmentId);
  if (!establishment || establishment.deleted_at !== null) throw notFound('Estabelecimento não encontrado');
  return openQueuesOf(services, establishmentId);
}

/** Every queue that has not been closed, with its observed pace. */
async function openQueuesOf(services: Services, establishmentId: number) {
  const rows = await services.queues.listByEstablishment(establishmentId);
  return Promise.all(rows.map(async (row) => toQueueView(row, await waitBasisOf(services, row))));
}
