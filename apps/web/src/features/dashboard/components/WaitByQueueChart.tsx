import type { QueueStatsRow } from '@vez/domain';
import { formatNumber } from '../../../lib/format';
import { minutesOrNoData } from '../dashboard-format';
import { ChartCard } from './ChartCard';
import { ChartTable } from './ChartTable';
import { WaitByQueuePlot } from './plots/lazy-plots';

/** Bar 'Tempo Médio de Espera': the real mean wait of each queue in the period (only measured ones). */
export function WaitByQueueChart({ rows }: { rows: QueueStatsRow[] }) {
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
      chart={<WaitByQueuePlot data={data} />}
      table={
        <ChartTable
          caption="Tempo médio de espera por fila"
          headers={['Fila', 'Tempo médio', 'Atendimentos']}
          rows={rows.map((row) => ({
            key: row.queueId,
            label: row.nome,
            values: [minutesOrNoData(row.tempoMedioReal), formatNumber(row.atendidos)],
          }))}
        />
      }
    />
  );
}
