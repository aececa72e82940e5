import type { ReactNode } from 'react';
import styles from './Dashboard.module.css';

export interface ChartTableRow {
  key: string | number;
  /** The row's name (a header cell), then its values. */
  label: ReactNode;
  values: ReactNode[];
}

/** A chart's numbers as an accessible table ('Ver dados em tabela'): one named row per point. */
export function ChartTable({
  caption,
  headers,
  rows,
}: {
  caption: string;
  headers: string[];
  rows: ChartTableRow[];
}) {
  return (
    <table className={styles.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {headers.map((header) => (
            <th key={header} scope="col">
              {header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row">{row.label}</th>
            {row.values.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's cells are fixed columns
              <td key={i}>{value}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
