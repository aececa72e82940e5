import type { EstablishmentStatsView } from '@vez/domain';
import { formatNumber } from '../../../lib/format';
import { ChartCard, EMPTY_CHART_MESSAGE } from './ChartCard';
import { ChartTable } from './ChartTable';
import styles from './Dashboard.module.css';
import { DistributionPlot } from './plots/lazy-plots';
import { type ChartColors, useChartColors } from './useChartColors';

type Distribution = EstablishmentStatsView['distribuicao'];

const SLICES: { key: keyof Distribution; label: string; color: keyof ChartColors }[] = [
  { key: 'atendidos', label: 'Atendidos', color: 'success' },
  { key: 'emEspera', label: 'Em Espera', color: 'info' },
  { key: 'abandonos', label: 'Abandonos', color: 'danger' },
  { key: 'avancos', label: 'Avanços', color: 'primary' },
];

/** Donut 'Distribuição de Atendimentos': counted (never estimated) served, waiting, abandoned, advances. */
export function DistributionChart({ distribution }: { distribution: Distribution }) {
  const colors = useChartColors();
  const slices = SLICES.map((slice) => ({ ...slice, value: distribution[slice.key] }));
  const empty = slices.every((slice) => slice.value === 0);
  const legend = (
    <ul className={styles.legend}>
      {slices.map((slice) => (
        <li key={slice.key}>
          <span className={styles.swatch} style={{ background: colors[slice.color] }} aria-hidden="true" />
          {slice.label}: <strong>{formatNumber(slice.value)}</strong>
        </li>
      ))}
    </ul>
  );
  return (
    <ChartCard
      title="Distribuição de Atendimentos"
      subtitle="Atendidos, em espera agora, abandonos e avanços pagos"
      summary={`Gráfico de rosca: ${slices.map((slice) => `${slice.label} ${slice.value}`).join(', ')}.`}
      empty={empty}
      emptyContent={
        <div className={styles.emptyDonut}>
          <div className={styles.noDataRing}>
            <span>Sem Dados</span>
          </div>
          <p className={styles.emptyChart}>{EMPTY_CHART_MESSAGE}</p>
        </div>
      }
      legend={legend}
      chart={<DistributionPlot slices={slices} />}
      table={
        <ChartTable
          caption="Distribuição de atendimentos"
          headers={['Categoria', 'Quantidade']}
          rows={slices.map((slice) => ({
            key: slice.key,
            label: slice.label,
            values: [formatNumber(slice.value)],
          }))}
        />
      }
    />
  );
}
