import {
  type AdvancedStatsView,
  abandonmentRate,
  brasiliaDay,
  estimateAccuracy,
  type ReportPeriod,
} from '@vez/domain';
import type { AppServices } from '../../app-services';

const DAY = 86_400_000;

/** "AAAA-MM-DD" of a day counted in Brasília days since the epoch. */
const localDayName = (day: number) => new Date(day * DAY).toISOString().slice(0, 10);

/**
 * Profissional statistics: abandonment rate, clients per day, arrivals by weekday and hour (when to
 * staff up), and how close the waits we quoted came to the real ones.
 */
export async function getAdvancedStats(
  services: Pick<AppServices, 'reports'>,
  establishmentId: number,
  period: ReportPeriod,
): Promise<AdvancedStatsView> {
  const ids = (await services.reports.queuesOf(establishmentId)).map((q) => q.id);
  const served = (await services.reports.servedByQueue(ids, period)).reduce(
    (sum, row) => sum + row.served,
    0,
  );
  const abandoned = await services.reports.abandonments(ids, period);
  const perDay = new Map(
    (await services.reports.arrivalsByDay(ids, period)).map((row) => [localDayName(row.day), row.count]),
  );
  const volumePorDia: AdvancedStatsView['volumePorDia'] = [];
  for (let start = period.from; start < period.to; start += DAY) {
    const dia = brasiliaDay(start);
    volumePorDia.push({ dia, clientes: perDay.get(dia) ?? 0 });
  }
  const heat = await services.reports.arrivalsByWeekdayHour(ids, period);
  return {
    periodo: { de: period.de, ate: period.ate },
    taxaAbandono: abandonmentRate(served, abandoned),
    volumePorDia,
    mapaChegadas: heat
      .map((cell) => ({ diaSemana: cell.weekday, hora: cell.hour, chegadas: cell.count }))
      .sort((a, b) => a.diaSemana - b.diaSemana || a.hora - b.hora),
    precisaoEstimativa: estimateAccuracy(await services.reports.quoteErrorHistogram(ids, period)),
  };
}
