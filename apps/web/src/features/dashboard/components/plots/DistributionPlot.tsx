import { Cell, Pie, PieChart, ResponsiveContainer, Tooltip } from 'recharts';
import { CHART_HEIGHT, chartChrome } from '../chart-parts';
import { type ChartColors, useChartColors } from '../useChartColors';

export interface DistributionSlice {
  key: string;
  label: string;
  color: keyof ChartColors;
  value: number;
}

/** The donut of 'Distribuição de Atendimentos' (DistributionChart); empty slices are left out. */
export function DistributionPlot({ slices }: { slices: DistributionSlice[] }) {
  const colors = useChartColors();
  const chrome = chartChrome(colors);
  const shown = slices.filter((slice) => slice.value > 0);
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT - 60}>
      <PieChart accessibilityLayer={false}>
        <Pie
          data={shown}
          dataKey="value"
          nameKey="label"
          innerRadius="55%"
          outerRadius="85%"
          paddingAngle={2}
          stroke={colors.surface}
          isAnimationActive={false}
        >
          {shown.map((slice) => (
            <Cell key={slice.key} fill={colors[slice.color]} />
          ))}
        </Pie>
        <Tooltip {...chrome.tooltip} />
      </PieChart>
    </ResponsiveContainer>
  );
}
