import type { PaidAdvancesView, ReportPeriod } from '@vez/domain';
import type { AppServices } from '../../app-services';

/** Paid skips and earnings (a Profissional feature): each advance of the period, with totals. */
export async function getPaidAdvances(
  services: Pick<AppServices, 'reports'>,
  establishmentId: number,
  period: ReportPeriod,
): Promise<PaidAdvancesView> {
  const rows = await services.reports.paidAdvances(establishmentId, period);
  const itens = rows.map((row) => ({
    id: row.id,
    data: new Date(row.settled_at as number).toISOString(),
    fila: row.queue_name,
    posicoes: row.positions,
    posicoesAplicadas: row.applied_positions,
    valorCentavos: row.amount_cents,
    estornoCentavos: row.refund_cents,
    status: row.status === 'applied' ? ('aprovado' as const) : ('estornado' as const),
  }));
  // Totals from the database, so they stay exact when the list is cut at its limit.
  const totals = await services.reports.paidAdvanceTotals(establishmentId, period);
  return {
    periodo: { de: period.de, ate: period.ate },
    totais: {
      quantidade: totals.count,
      valorCentavos: totals.charged,
      estornoCentavos: totals.refunded,
      receitaCentavos: totals.charged - totals.refunded,
    },
    itens,
  };
}
