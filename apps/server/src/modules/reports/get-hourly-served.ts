import type { HourlyServedRow, ReportPeriod } from '@vez/domain';
import type { AppServices } from '../../app-services';

/** 'Atendimentos por Hora': real counts of served tickets per Brasília hour, all 24 hours listed. */
export async function getHourlyServed(
  services: Pick<AppServices, 'reports'>,
  establishmentId: number,
  period: ReportPeriod,
): Promise<HourlyServedRow[]> {
  const queues = await services.reports.queuesOf(establishmentId);
  const byHour = new Map(
    (
      await services.reports.servedByHour(
        queues.map((q) => q.id),
        period,
      )
    ).map((row) => [row.hour, row.served]),
  );
  return Array.from({ length: 24 }, (_, hour) => ({
    hora: `${String(hour).padStart(2, '0')}:00`,
    total_atendimentos: byHour.get(hour) ?? 0,
  }));
}
