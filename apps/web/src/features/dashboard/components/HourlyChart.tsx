import type { HourlyServedRow } from '@vez/domain';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard } from './ChartCard';
import { ChartTable } from './ChartTable';
import { CHART_HEIGHT, chartChrome } from './chart-parts';
import { useChartColors } from './useChartColors';

/** Line 'Atendimentos por Hora': clients served in each Brasília hour of the period, as counted. */
export function HourlyChart({ rows }: { rows: HourlyServedRow[] }) {
  const colors = useChartColors();
  const chrome = chartChrome(colors);
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
      chart={
        <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
          <LineChart
            data={rows}
            margin={{ top: 8, right: 16, bottom: 0, left: -16 }}
            accessibilityLayer={false}
          >
            <CartesianGrid stroke={chrome.grid} strokeDasharray="3 3" />
            <XAxis
              dataKey="hora"
              tick={chrome.tick}
              axisLine={chrome.axisLine}
              tickLine={false}
              minTickGap={12}
            />
            <YAxis allowDecimals={false} tick={chrome.tick} axisLine={chrome.axisLine} tickLine={false} />
            <Tooltip {...chrome.tooltip} formatter={(value) => [value, 'Atendimentos']} />
            <Line
              type="linear"
              dataKey="total_atendimentos"
              name="Atendimentos"
              stroke={colors.primary}
              strokeWidth={2}
              dot={{ r: 2, fill: colors.primary }}
              activeDot={{ r: 4 }}
              isAnimationActive={false}
            />
          </LineChart>
        </ResponsiveContainer>
      }
      table={
        <ChartTable
          caption="Atendimentos por hora"
          headers={['Hora', 'Atendimentos']}
          rows={rows.map((row) => ({
            key: row.hora,
            label: row.hora,
            values: [row.total_atendimentos.toLocaleString('pt-BR')],
          }))}
        />
      }
    />
  );
}
