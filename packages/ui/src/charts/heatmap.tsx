import type { ReactNode } from 'react';
import * as styles from './charts.css';
import { scoreTone } from './score-tone';

export interface HeatmapColumn {
  id: string;
  label: ReactNode;
}

export interface HeatmapRow {
  id: string;
  label: ReactNode;
  /** Score 0–100 per column id; null or missing shows as empty. */
  values: Readonly<Record<string, number | null | undefined>>;
}

export interface HeatmapProps {
  /** Caption and accessible name, e.g. "Tenants by domain". */
  label: string;
  columns: readonly HeatmapColumn[];
  rows: readonly HeatmapRow[];
  formatValue?: (value: number) => string;
  emptyValue?: string;
}

/** A score matrix (e.g. tenants × domains) as a table whose cells are coloured by score; values stay visible as text. */
export function Heatmap({
  label,
  columns,
  rows,
  formatValue = (v) => v.toFixed(0),
  emptyValue = '—',
}: HeatmapProps) {
  return (
    <figure className={styles.figure} style={{ overflowX: 'auto' }}>
      <table className={styles.heatmap}>
        <caption className={styles.caption} style={{ textAlign: 'start' }}>
          {label}
        </caption>
        <thead>
          <tr>
            <td />
            {columns.map((column) => (
              <th key={column.id} scope="col" className={styles.heatHeader}>
                {column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={styles.heatRowHeader}>
                {row.label}
              </th>
              {columns.map((column) => {
                const value = row.values[column.id];
                const has = typeof value === 'number';
                return (
                  <td
                    key={column.id}
                    className={styles.heatCell({ tone: has ? scoreTone(value) : 'none' })}
                    data-tone={has ? scoreTone(value) : 'none'}
                  >
                    {has ? formatValue(value) : emptyValue}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
