import { type EstablishmentStatsView, isOpenQueue, meanMinutes, type ReportPeriod } from '@vez/domain';
import type { AppServices } from '../../app-services';
import { isProfissional } from './report-scope';

type Services = Pick<AppServices, 'reports' | 'subscriptions' | 'clock'>;

/**
 * The dashboard's cards and donut, from the history: served = called and not a no-show;
 * the real mean wait is from joining to being called over the period's served tickets; revenue is what
 * applied paid advances of the period kept. People waiting is live, not of the period, in the open
 * queues (ativa or pausada: a scheduled queue is not open yet, docs/reports.md).
 */
export async function getEstablishmentStats(
  services: Services,
  establishmentId: number,
  period: ReportPeriod,
): Promise<EstablishmentStatsView> {
  const queues = await services.reports.queuesOf(establishmentId);
  const ids = queues.map((queue) => queue.id);
  const served = await services.reports.servedByQueue(ids, period);
  const abandoned = await services.reports.abandonments(ids, period);
  const revenue = await services.reports.advanceRevenue(establishmentId, period);
  const open = queues.filter((queue) => isOpenQueue(queue.status));
  const totals = served.reduce(
    (sum, row) => ({
      served: sum.served + row.served,
      noShows: sum.noShows + row.noShows,
      waitMs: sum.waitMs + row.waitMs,
    }),
    { served: 0, noShows: 0, waitMs: 0 },
  );
  const waiting = open.reduce((sum, queue) => sum + queue.waiting_people, 0);
  const estimated = open.reduce((sum, queue) => sum + queue.minutes_per_position, 0);
  return {
    periodo: { de: period.de, ate: period.ate },
    pessoasAguardando: waiting,
    totalClientesAtendidos: totals.served,
    tempoMedioReal: meanMinutes(totals.waitMs, totals.served),
    tempoMedioEstimado: open.length > 0 ? Math.round((estimated / open.length) * 10) / 10 : null,
    receitaTotal: revenue.cents / 100,
    receitaCentavos: revenue.cents,
    filasAtivas: open.filter((queue) => queue.status === 'ativa').length,
    totalFilas: open.length,
    totalAbandonos: abandoned,
    totalNaoCompareceu: totals.noShows,
    totalAvancos: revenue.advances,
    distribuicao: {
      atendidos: totals.served,
      emEspera: waiting,
      abandonos: abandoned,
      avancos: revenue.advances,
    },
    profissional: await isProfissional(services, establishmentId),
  };
}
