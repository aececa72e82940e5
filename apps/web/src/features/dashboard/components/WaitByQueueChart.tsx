import type { QueueStatsRow } from '@vez/domain';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatMinutes } from '../../../lib/format';
import { minutesOrNoData } from '../dashboard-format';
import { ChartCard } from './ChartCard';
import { ChartTable } from './ChartTable';
import { CHART_HEIGHT, chartChrome } from './chart-parts';
import { useChartColors } from './useChartColors';

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

/** Bar 'Tempo Médio de Espera': the real mean wait of each queue in the period (only measured ones). */
export function WaitByQueueChart({ rows }: { rows: QueueStatsRow[] }) {
  const colors = useChartColors();
  const chrome = chartChrome(colors);
  const measured = rows.filter((row) => row.tempoMedioReal !== null);
  const data = measured.map((row) => ({ nome: row.nome, minutos: row.tempoMedioReal }));
  return (
    <ChartCard
      title="Tempo Médio de Espera"
      subtitle="Por fila, do ingresso à chamada"
      summary={`Gráfico de barras: ${measured
        .map((row) => `${row.nome}, ${minutesOrNoData(row.tempoMedioReal)}`)
        .join('; ')}.`}
      empty={measured.length === 0}
      chart={
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
      }
      table={
        <ChartTable
          caption="Tempo médio de espera por fila"
          headers={['Fila', 'Tempo médio', 'Atendimentos']}
          rows={rows.map((row) => ({
            key: row.queueId,
            label: row.nome,
            values: [minutesOrNoData(row.tempoMedioReal), row.atendidos.toLocaleString('pt-BR')],
          }))}
        />
      }
    />
  );
}
