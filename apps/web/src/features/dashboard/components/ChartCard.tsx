import { type ReactNode, Suspense, useId, useState } from 'react';
import { useNearViewport } from '../../../lib/useNearViewport';
import styles from './Dashboard.module.css';
import { PlotBoundary } from './PlotBoundary';
import { ScrollRegion } from './ScrollRegion';

export const EMPTY_CHART_MESSAGE = 'Nenhum dado de atendimento disponível';

interface ChartCardProps {
  title: string;
  /** A line under the title ("Tempo real, do ingresso à chamada"). */
  subtitle?: string;
  /** What the picture shows, for screen readers; the numbers are in the table. */
  summary: string;
  empty: boolean;
  /** Shown instead of the chart when empty; defaults to `EMPTY_CHART_MESSAGE`. */
  emptyContent?: ReactNode;
  /**
   * The picture (a lazy plot, so Recharts loads in its own chunk): drawn only once the card comes
   * within 300 px of the viewport, inside the fixed 300 px area, so nothing moves when it appears.
   */
  chart: ReactNode;
  /** Shown under the chart, outside its picture (a legend with the counts). */
  legend?: ReactNode;
  /** The same numbers as an accessible table ('Ver dados em tabela'). */
  table: ReactNode;
}

/**
 * One chart of the dashboard: title, the chart (300 px high) or the empty message, and its table.
 * Everything but the picture is there at once; the picture waits until the card nears the viewport.
 */
export function ChartCard({
  title,
  subtitle,
  summary,
  empty,
  emptyContent,
  chart,
  legend,
  table,
}: ChartCardProps) {
  const titleId = useId();
  const tableId = useId();
  const [showTable, setShowTable] = useState(false);
  const [chartAreaRef, nearViewport] = useNearViewport<HTMLDivElement>('300px');
  return (
    <section className={styles.chartCard} aria-labelledby={titleId}>
      <div className={styles.chartHeader}>
        <div>
          <h2 id={titleId} className={styles.cardTitle}>
            {title}
          </h2>
          {subtitle && <p className={styles.cardSubtitle}>{subtitle}</p>}
        </div>
        {!empty && (
          <button
            type="button"
            className={styles.tableToggle}
            aria-expanded={showTable}
            aria-controls={tableId}
            onClick={() => setShowTable((shown) => !shown)}
          >
            Ver dados em tabela
          </button>
        )}
      </div>
      {empty ? (
        (emptyContent ?? <p className={styles.emptyChart}>{EMPTY_CHART_MESSAGE}</p>)
      ) : (
        <>
          <div ref={chartAreaRef} className={styles.chartArea} role="img" aria-label={summary}>
            {nearViewport && (
              <PlotBoundary>
                <Suspense fallback={null}>{chart}</Suspense>
              </PlotBoundary>
            )}
          </div>
          {legend}
        </>
      )}
      {!empty && (
        <ScrollRegion
          id={tableId}
          className={styles.chartTable}
          label={`Tabela: ${title}`}
          hidden={!showTable}
        >
          {/* Drawn when asked for: a long table nobody opened costs a phone its first seconds (issue 18). */}
          {showTable && table}
        </ScrollRegion>
      )}
    </section>
  );
}
