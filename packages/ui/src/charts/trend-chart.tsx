import { useId } from 'react';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './charts.css';
import { useUiText } from '../locale/index';

export interface TrendPoint {
  /** x-axis label, e.g. a formatted date. */
  label: string;
  value: number;
}

export interface TrendChartProps {
  /** Caption and accessible name, e.g. "Overall score over assessments". */
  label: string;
  points: readonly TrendPoint[];
  /** y-axis range; default 0–100. */
  min?: number;
  max?: number;
  formatValue?: (value: number) => string;
  /** Drawing height in px (width follows the container); default 160. */
  height?: number;
}

const WIDTH = 600;
const PAD = { top: 12, right: 12, bottom: 24, left: 32 };

/** A small line chart of values over time (SVG), with the data as a table for screen readers. */
export function TrendChart({
  label,
  points,
  min = 0,
  max = 100,
  formatValue = (v) => v.toFixed(1),
  height = 160,
}: TrendChartProps) {
  const text = useUiText();
  const captionId = useId();
  const innerW = WIDTH - PAD.left - PAD.right;
  const innerH = height - PAD.top - PAD.bottom;
  const x = (i: number) => PAD.left + (points.length <= 1 ? innerW / 2 : (i / (points.length - 1)) * innerW);
  const y = (v: number) =>
    PAD.top + innerH - ((Math.min(Math.max(v, min), max) - min) / (max - min || 1)) * innerH;
  const ticks = [min, (min + max) / 2, max];
  const path = points
    .map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i).toFixed(1)} ${y(p.value).toFixed(1)}`)
    .join('');
  return (
    <figure className={styles.figure} aria-labelledby={captionId}>
      <figcaption id={captionId} className={styles.caption}>
        {label}
      </figcaption>
      <svg className={styles.trend} viewBox={`0 0 ${WIDTH} ${height}`} aria-hidden="true" focusable="false">
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              className={styles.gridLine}
              x1={PAD.left}
              x2={WIDTH - PAD.right}
              y1={y(tick)}
              y2={y(tick)}
            />
            <text className={styles.axisText} x={PAD.left - 6} y={y(tick) + 4} textAnchor="end">
              {tick}
            </text>
          </g>
        ))}
        {points.length > 1 ? <path className={styles.line} d={path} /> : null}
        {points.map((p, i) => (
          <circle key={`${p.label}-${i}`} className={styles.point} cx={x(i)} cy={y(p.value)} r={4} />
        ))}
        {points.map((p, i) =>
          i === 0 || i === points.length - 1 || points.length <= 6 ? (
            <text
              key={`x-${p.label}-${i}`}
              className={styles.axisText}
              x={x(i)}
              y={height - 6}
              textAnchor="middle"
            >
              {p.label}
            </text>
          ) : null,
        )}
      </svg>
      <VisuallyHidden>
        <table>
          <thead>
            <tr>
              <th scope="col">{text.chartPoint}</th>
              <th scope="col">{text.chartValue}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p, i) => (
              <tr key={`${p.label}-${i}`}>
                <th scope="row">{p.label}</th>
                <td>{formatValue(p.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </figure>
  );
}
