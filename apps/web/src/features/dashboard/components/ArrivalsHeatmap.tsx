import type { AdvancedStatsView } from '@vez/domain';
import { type CSSProperties, useEffect, useRef } from 'react';
import { countOf, formatNumber } from '../../../lib/format';
import { hourLabel, WEEKDAYS } from '../dashboard-format';
import styles from './Dashboard.module.css';
import { ScrollRegion } from './ScrollRegion';

type Cells = AdvancedStatsView['mapaChegadas'];

/** The columns shown: 6h to 23h, widened to any earlier or later hour that had arrivals. */
export function heatmapHours(cells: Cells): number[] {
  const withArrivals = cells.filter((cell) => cell.chegadas > 0).map((cell) => cell.hora);
  const first = Math.min(6, ...withArrivals);
  const last = Math.max(23, ...withArrivals);
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

/** The hour with the most arrivals over the week (the earliest of a tie), or null without any. */
export function busiestHour(cells: Cells): number | null {
  const byHour = new Map<number, number>();
  for (const cell of cells) byHour.set(cell.hora, (byHour.get(cell.hora) ?? 0) + cell.chegadas);
  let best: number | null = null;
  for (const [hour, total] of [...byHour].sort(([a], [b]) => a - b)) {
    if (total > 0 && (best === null || total > (byHour.get(best) ?? 0))) best = hour;
  }
  return best;
}

/**
 * On a phone the table scrolls sideways and opens on the early hours, often empty: it opens centred on
 * the busiest hour instead, so the first look shows where the arrivals are.
 */
function useOpenOnBusiestHour(hour: number | null) {
  const table = useRef<HTMLTableElement>(null);
  useEffect(() => {
    const region = table.current?.parentElement;
    const column = table.current?.querySelector<HTMLElement>(`thead th[data-hour="${hour}"]`);
    if (!table.current || !region || !column || region.scrollWidth <= region.clientWidth) return;
    const centre = table.current.offsetLeft + column.offsetLeft + column.offsetWidth / 2;
    region.scrollLeft = centre - region.clientWidth / 2;
  }, [hour]);
  return table;
}

/**
 * Arrivals by weekday and hour, so the owner sees when to staff up: a table whose cells are shaded
 * by count (the number is in each cell for screen readers and in its tooltip), with row totals.
 */
export function ArrivalsHeatmap({ cells }: { cells: Cells }) {
  const counts = new Map(cells.map((cell) => [`${cell.diaSemana}-${cell.hora}`, cell.chegadas]));
  const max = Math.max(0, ...cells.map((cell) => cell.chegadas));
  const hours = heatmapHours(cells);
  const tableRef = useOpenOnBusiestHour(busiestHour(cells));
  return (
    <section className={styles.chartCard} aria-labelledby="dashboard-heatmap">
      <h2 id="dashboard-heatmap" className={styles.cardTitle}>
        Chegadas por dia da semana e hora
      </h2>
      <p className={styles.cardSubtitle}>
        Quanto mais forte a cor, mais clientes chegaram (horário de Brasília).
        <span className={styles.scrollHint}> Deslize a tabela para ver todas as horas.</span>
      </p>
      {max === 0 ? (
        <p className={styles.emptyChart}>Nenhuma chegada no período.</p>
      ) : (
        <ScrollRegion className={styles.heatmapScroll} label="Mapa de chegadas por dia da semana e hora">
          <table ref={tableRef} className={styles.heatmap}>
            <caption className="visually-hidden">Chegadas de clientes por dia da semana e hora</caption>
            <thead>
              <tr>
                <th scope="col">Dia</th>
                {hours.map((hour) => (
                  <th scope="col" key={hour} data-hour={hour}>
                    {hourLabel(hour)}
                  </th>
                ))}
                <th scope="col">Total</th>
              </tr>
            </thead>
            <tbody>
              {WEEKDAYS.map((weekday, day) => {
                const total = cells
                  .filter((cell) => cell.diaSemana === day)
                  .reduce((sum, cell) => sum + cell.chegadas, 0);
                return (
                  <tr key={weekday}>
                    <th scope="row">{weekday}</th>
                    {hours.map((hour) => {
                      const count = counts.get(`${day}-${hour}`) ?? 0;
                      const heat = { '--heat': `${Math.round((count / max) * 100)}%` } as CSSProperties;
                      return (
                        <td
                          key={hour}
                          title={`${weekday}, ${hourLabel(hour)}: ${countOf(count, 'chegada', 'chegadas')}`}
                          className={styles.heatCell}
                          style={heat}
                        >
                          <span className="visually-hidden">{count}</span>
                        </td>
                      );
                    })}
                    <td className={styles.heatTotal}>{formatNumber(total)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
