import { meanMinutes, type ReportPeriod } from '@vez/domain';
import type { AppServices } from '../../app-services';

/**
 * Served and the real mean wait of one queue's row of `ReportsRepository.servedByQueue`: served = called
 * in the period and not marked 'Não compareceu', the mean wait = mean of (called − joined) over them
 * (docs/reports.md). The dashboard's per-queue figures and the queue detail's both come from here.
 */
export function servedFigures(row: { served: number; waitMs: number } | undefined) {
  const served = row?.served ?? 0;
  return { atendidos: served, tempoMedioReal: meanMinutes(row?.waitMs ?? 0, served) };
}

/** One queue's served and real mean wait over `period`, by the dashboard's definition. */
export async function queueServedFigures(
  services: Pick<AppServices, 'reports'>,
  queueId: number,
  period: ReportPeriod,
) {
  const [row] = await services.reports.servedByQueue([queueId], period);
  return servedFigures(row);
}
