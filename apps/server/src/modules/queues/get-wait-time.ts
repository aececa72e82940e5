import type { AppServices } from '../../app-services';
import type { Authenticated } from '../auth/authenticate';
import { loadOwnedQueue } from './queue-access';
import { waitBasisOf } from './wait-basis';

type Services = Pick<AppServices, 'queues' | 'tickets'>;

/**
 * "Intervalo entre Chamadas" and "Tempo Médio de Espera" (from joining to being called) of SPEC §2, with
 * how many samples each figure rests on. The interval is the one estimate the clients are told
 * (decision 023: median of recent service intervals), so both sides show the same figure and basis.
 */
export async function getWaitTime(services: Services, caller: Authenticated, queueId: number) {
  const queue = await loadOwnedQueue(services, caller, queueId);
  const wait = await waitBasisOf(services, queue);
  const observed = wait.basedOn > 0;
  const served = await services.tickets.servedWaitStats(queueId);
  return {
    tempoEspera: {
      fila: {
        tempoMedio: served.averageWaitMs === null ? null : round1(served.averageWaitMs / 60_000),
        totalAtendidos: served.served,
        tempoEstimado: queue.minutes_per_position,
      },
      intervalo: {
        medio: observed ? wait.minutes : null,
        medioSegundos: observed ? Math.round(wait.minutes * 60) : null,
        /** Service intervals the figure rests on (SPEC's field). */
        totalCalculados: wait.basedOn,
        /** The calls those intervals end at, plus the one the first starts from. */
        chamadasConsideradas: observed ? wait.basedOn + 1 : 0,
      },
      estimativa: { minutos: wait.minutes, baseadoEm: wait.basedOn, faixa: wait.range },
    },
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
