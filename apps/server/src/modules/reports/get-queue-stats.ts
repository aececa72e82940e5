import type { QueueStatsRow, ReportPeriod } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { servedFigures } from './served-figures';

/** Per queue: waiting now, served and real mean wait in the period (the bar chart and quick actions). */
export async function getQueueStats(
  services: Pick<AppServices, 'reports'>,
  establishmentId: number,
  period: ReportPeriod,
): Promise<QueueStatsRow[]> {
  const queues = await services.reports.queuesOf(establishmentId);
  const served = new Map(
    (
      await services.reports.servedByQueue(
        queues.map((q) => q.id),
        period,
      )
    ).map((row) => [row.queueId, row]),
  );
  return queues
    .filter((queue) => queue.status !== 'encerrada' || (served.get(queue.id)?.served ?? 0) > 0)
    .map((queue) => {
      return {
        queueId: queue.id,
        nome: queue.name,
        status: queue.status,
        pessoasAguardando: queue.status === 'encerrada' ? 0 : queue.waiting_people,
        ...servedFigures(served.get(queue.id)),
        tempoEstimado: queue.minutes_per_position,
        versao: queue.version,
      };
    });
}
