import type { HourlyServedRow } from '@vez/domain';
import { formatNumber } from '../../../lib/format';
import { ChartCard } from './ChartCard';
import { ChartTable } from './ChartTable';
import { HourlyPlot } from './plots/lazy-plots';

/** Line 'Atendimentos por Hora': clients served in each Brasília hour of the period, as counted. */
export function HourlyChart({ rows }: { rows: HourlyServedRow[] }) {
  const total = rows.reduce((sum, row) => sum + row.total_atendimentos, 0);
  const busiest = rows.reduce<HourlyServedRow | null>(
    (best, row) => (best === null || row.total_atendimentos > best.total_atendimentos ? row : best),
    null,
  );
  return (
    <ChartCard
      title="Atendimentos por Hora"
      subtitle="Clientes atendidos em cada hora (horário de Brasília)"
      summary={`Gráfico de linha: ${total} atendimentos no período${
        busiest ? `, mais às ${busiest.hora} (${busiest.total_atendimentos})` : ''
      }.`}
      empty={total === 0}
      chart={<HourlyPlot rows={rows} />}
      table={
        <ChartTable
          caption="Atendimentos por hora"
          headers={['Hora', 'Atendimentos']}
          rows={rows.map((row) => ({
            key: row.hora,
            label: row.hora,
            values: [formatNumber(row.total_atendimentos)],
          }))}
        />
      }
    />
  );
}
