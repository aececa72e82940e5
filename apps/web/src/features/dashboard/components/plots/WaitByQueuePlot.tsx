import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMinutes } from '../../../../lib/format';
import { CHART_HEIGHT, chartChrome } from '../chart-parts';
import { useChartColors } from '../useChartColors';

export interface WaitByQueuePoint {
  nome: string;
  minutos: number | null;
}

const shortName = (name: string) => (name.length > 15 ? `${name.slice(0, 14)}…` : name);

/** A queue's name on one line (Recharts would break it into words); the table has the whole name. */
function QueueTick({
  x,
  y,
  payload,
  fill,
}: {
  x?: number;
  y?: number;
  payload?: { value: string };
  fill: string;
}) {
  return (
    <text x={x} y={y} dy={4} textAnchor="end" fill={fill} fontSize={12}>
      {shortName(payload?.value ?? '')}
    </text>
  );
}

/** The bars of 'Tempo Médio de Espera' (WaitByQueueChart): each measured queue's mean wait. */
export function WaitByQueuePlot({ data }: { data: WaitByQueuePoint[] }) {
  const colors = useChartColors();
  const chrome = chartChrome(colors);
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT}>
      <BarChart
        data={data}
        layout="vertical"
        margin={{ top: 8, right: 16, bottom: 0, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={chrome.grid} strokeDasharray="3 3" horizontal={false} />
        <XAxis
          type="number"
          tick={chrome.tick}
          axisLine={chrome.axisLine}
          tickLine={false}
          tickFormatter={(value: number) => `${value} min`}
          // On a phone the 'N min' labels collide; Recharts then drops one (0, 4, 8, 16): every Nth, evenly.
          interval="equidistantPreserveStart"
        />
        <YAxis
          type="category"
          dataKey="nome"
          width={112}
          tick={<QueueTick fill={colors.muted} />}
          axisLine={chrome.axisLine}
          tickLine={false}
        />
        <Tooltip
          {...chrome.tooltip}
          cursor={{ fill: colors.surfaceMuted }}
          formatter={(value) => [formatMinutes(Number(value)), 'Tempo médio']}
        />
        <Bar
          dataKey="minutos"
          name="Tempo médio"
          fill={colors.info}
          radius={[0, 4, 4, 0]}
          maxBarSize={36}
          isAnimationActive={false}
        />
      </BarChart>
    </ResponsiveContainer>
  );
}
