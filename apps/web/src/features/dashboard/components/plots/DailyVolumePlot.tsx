import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_HEIGHT, chartChrome } from '../chart-parts';
import { useChartColors } from '../useChartColors';

export interface DailyVolumePoint {
  /** The day as shown on the axis ("10/03"). */
  dia: string;
  clientes: number;
}

/** The bars of 'Clientes por dia' (DailyVolumeChart): clients who joined on each day. */
export function DailyVolumePlot({ data }: { data: DailyVolumePoint[] }) {
  const colors = useChartColors();
  const chrome = chartChrome(colors);
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: -16 }} accessibilityLayer={false}>
        <CartesianGrid stroke={chrome.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="dia" tick={chrome.tick} axisLine={chrome.axisLine} tickLine={false} minTickGap={8} />
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
  );
}
