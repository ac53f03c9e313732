import type { ReactNode } from 'react';
import * as styles from './charts.css';
import { scoreTone } from './score-tone';

export interface BarDatum {
  label: ReactNode;
  value: number | null;
  /** Stable key; default the index. */
  id?: string;
}

export interface BarChartProps {
  /** Caption and accessible name, e.g. "Score by domain". */
  label: string;
  data: readonly BarDatum[];
  /** Scale maximum; default 100. */
  max?: number;
  formatValue?: (value: number) => string;
  /** 'score' colours bars by scoreTone; default 'accent'. */
  tone?: 'accent' | 'score';
  /** Text for a missing value; default "—". */
  emptyValue?: string;
}

/** Horizontal bars as an accessible table (label, bar, value), e.g. the score of each domain. */
export function BarChart({
  label,
  data,
  max = 100,
  formatValue = (v) => v.toFixed(1),
  tone = 'accent',
  emptyValue = '—',
}: BarChartProps) {
  return (
    <figure className={styles.figure}>
      <table className={styles.barTable}>
        <caption className={styles.caption} style={{ textAlign: 'start', paddingBottom: '8px' }}>
          {label}
        </caption>
        <tbody>
          {data.map((datum, index) => {
            const value = datum.value;
            const width = value === null ? 0 : Math.max(0, Math.min(100, (value / max) * 100));
            return (
              <tr key={datum.id ?? index}>
                <th scope="row" className={styles.barLabel}>
                  {datum.label}
                </th>
                <td className={styles.barCell} aria-hidden="true">
                  <div className={styles.barTrack}>
                    <div
                      className={`${styles.bar} ${styles.tone({ tone: tone === 'score' && value !== null ? scoreTone((value / max) * 100) : 'accent' })}`}
                      style={{ width: `${width}%` }}
                    />
                  </div>
                </td>
                <td className={styles.barValue}>{value === null ? emptyValue : formatValue(value)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </figure>
  );
}
