import type { AdvancedStatsView } from '@vez/domain';
import { formatNumber } from '../../../lib/format';
import { formatDay, formatShortDay } from '../dashboard-format';
import { ChartCard } from './ChartCard';
import { ChartTable } from './ChartTable';
import { DailyVolumePlot } from './plots/lazy-plots';

/** 'Clientes por dia': how many joined on each Brasília day of the period. */
export function DailyVolumeChart({ days }: { days: AdvancedStatsView['volumePorDia'] }) {
  const total = days.reduce((sum, day) => sum + day.clientes, 0);
  const data = days.map((day) => ({ dia: formatShortDay(day.dia), clientes: day.clientes }));
  return (
    <ChartCard
      title="Clientes por dia"
      subtitle="Entradas nas filas em cada dia do período"
      summary={`Gráfico de barras: ${total} clientes em ${days.length} ${days.length === 1 ? 'dia' : 'dias'}.`}
      empty={total === 0}
      chart={<DailyVolumePlot data={data} />}
      table={
        <ChartTable
          caption="Clientes por dia"
          headers={['Dia', 'Clientes']}
          rows={days.map((day) => ({
            key: day.dia,
            label: formatDay(day.dia),
            values: [formatNumber(day.clientes)],
          }))}
        />
      }
    />
  );
}
