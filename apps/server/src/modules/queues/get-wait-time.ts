import { averageCallInterval, DEFAULT_INTERVAL_SAMPLES } from '@vez/domain';
import type { AppServices } from '../../app-services';
import type { Authenticated } from '../auth/authenticate';
import { loadOwnedQueue } from './queue-access';

type Services = Pick<AppServices, 'queues' | 'tickets'>;

/**
 * "Intervalo entre Chamadas" (observed between recent calls) and "Tempo Médio de Espera" (from joining
 * to being called) of SPEC §2, with how many samples each figure rests on.
 */
export async function getWaitTime(services: Services, caller: Authenticated, queueId: number) {
  const queue = await loadOwnedQueue(services, caller, queueId);
  const interval = averageCallInterval(
    await services.tickets.recentCallTimes(queueId, DEFAULT_INTERVAL_SAMPLES + 1),
    DEFAULT_INTERVAL_SAMPLES,
  );
  const served = await services.tickets.servedWaitStats(queueId);
  return {
    tempoEspera: {
      fila: {
        tempoMedio: served.averageWaitMs === null ? null : round1(served.averageWaitMs / 60_000),
        totalAtendidos: served.served,
        tempoEstimado: queue.minutes_per_position,
      },
      intervalo: {
        medio: interval ? round1(interval.averageMs / 60_000) : null,
        medioSegundos: interval ? Math.round(interval.averageMs / 1000) : null,
        /** Intervals averaged (SPEC's field). */
        totalCalculados: interval?.samples ?? 0,
        /** The calls those intervals lie between, for 'Baseado em N chamadas' (none without an average). */
        chamadasConsideradas: interval ? interval.samples + 1 : 0,
      },
    },
  };
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
