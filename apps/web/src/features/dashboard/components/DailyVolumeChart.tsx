import type { AdvancedStatsView } from '@vez/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatShortDay } from '../dashboard-format';
import { ChartCard } from './ChartCard';
import { ChartTable } from './ChartTable';
import { CHART_HEIGHT, chartChrome } from './chart-parts';
import { useChartColors } from './useChartColors';

/** 'Clientes por dia': how many joined on each Brasília day of the period. */
export function DailyVolumeChart({ days }: { days: AdvancedStatsView['volumePorDia'] }) {
  const colors = useChartColors();
  const chrome = chartChrome(colors);
  const total = days.reduce((sum, day) => sum + day.clientes, 0);
  const data = days.map((day) => ({ dia: formatShortDay(day.dia), clientes: day.clientes }));
  return (
    <ChartCard
      title="Clientes por dia"
      subtitle="Entradas nas filas em cada dia do período"
      summary={`Gráfico de barras: ${total} clientes em ${days.length} ${days.length === 1 ? 'dia' : 'dias'}.`}
      empty={total === 0}
      chart={
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <BarChart
            data={data}
            margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={chrome.grid} strokeDasharray="3 3" vertical={false} />
            <XAxis
              dataKey="dia"
              tick={chrome.tick}
              axisLine={chrome.axisLine}
              tickLine={false}
              minTickGap={8}
            />
            <YAxis allowDecimals={false} tick={chrome.tick} axisLine={chrome.axisLine} tickLine={false} />
            <Tooltip
              {...chrome.tooltip}
              cursor={{ fill: colors.surfaceMuted }}
              formatter={(value) => [value, 'Clientes']}
            />
            <Bar
              dataKey="clientes"
              name="Clientes"
              fill={colors.primary}
              radius={[4, 4, 0, 0]}
              maxBarSize={40}
              isAnimationActive={false}
            />
          </BarChart>
        </ResponsiveContainer>
      }
      table={
        <ChartTable
          caption="Clientes por dia"
          headers={['Dia', 'Clientes']}
          rows={days.map((day) => ({
            key: day.dia,
            label: formatDay(day.dia),
            values: [day.clientes.toLocaleString('pt-BR')],
          }))}
        />
      }
    />
  );
}
