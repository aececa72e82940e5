import { resolvePeriod } from '@vez/domain';
import type { AppServices } from '../../../app-services';
import type { Authenticated } from '../../auth/authenticate';
import { queueServedFigures } from '../../reports/served-figures';
import { loadOwnedQueue } from '../queue-access';
import { waitBasisOf } from './wait-basis';

type Services = Pick<AppServices, 'queues' | 'tickets' | 'reports' | 'clock'>;

/**
 * "Intervalo entre Chamadas" and "Tempo Médio de Espera" (from joining to being called) of the queue
 * detail, with how many samples each figure rests on. The interval is the one estimate the clients are
 * told (decision 023: capped mean of recent service intervals), so both sides show the same figure and basis.
 * The mean wait is the dashboard's figure for today, computed by the same code (docs/reports.md: served =
 * called and not 'Não compareceu'), so the two screens agree; `periodo` says its span.
 */
export async function getWaitTime(services: Services, caller: Authenticated, queueId: number) {
  const queue = await loadOwnedQueue(services, caller, queueId);
  const wait = await waitBasisOf(services, queue);
  const observed = wait.basedOn > 0;
  const today = resolvePeriod({}, services.clock.now());
  const served = await queueServedFigures(services, queueId, today);
  return {
    tempoEspera: {
      fila: {
        tempoMedio: served.tempoMedioReal,
        totalAtendidos: served.atendidos,
        tempoEstimado: queue.minutes_per_position,
        periodo: { de: today.de, ate: today.ate },
      },
      intervalo: {
        medio: observed ? wait.minutes : null,
        medioSegundos: observed ? Math.round(wait.minutes * 60) : null,
        /** Service intervals the figure rests on. */
        totalCalculados: wait.basedOn,
        /** The calls those intervals end at, plus the one the first starts from. */
        chamadasConsideradas: observed ? wait.basedOn + 1 : 0,
      },
      estimativa: { minutos: wait.minutes, baseadoEm: wait.basedOn, faixa: wait.range },
    },
  };
}
