import type { HourlyServedRow } from '@vez/domain';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT, chartChrome } from '../chart-parts';
import { useChartColors } from '../useChartColors';

/** The line of 'Atendimentos por Hora' (HourlyChart): served per Brasília hour. */
export function HourlyPlot({ rows }: { rows: HourlyServedRow[] }) {
  const colors = useChartColors();
  const chrome = chartChrome(colors);
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <LineChart data={rows} margin={{ top: 8, right: 16, bottom: 0, left: -16 }} accessibilityLayer={false}>
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
  );
}
