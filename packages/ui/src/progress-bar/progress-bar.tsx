import { Progress } from 'radix-ui';
import { useId } from 'react';
import { cx } from '../utils/cx';
import * as styles from './progress-bar.css';

export interface ProgressBarProps {
  /** Current value, 0…max; null or undefined for indeterminate. */
  value?: number | null;
  max?: number;
  /** Visible label (also the accessible name). */
  label: string;
  /** Hide the label visually but keep it as the accessible name. */
  hideLabel?: boolean;
  /** Show "n%" next to the label; default true when determinate. */
  showValue?: boolean;
  /** Text read by screen readers instead of the percentage, e.g. "12 of 40 controls answered". */
  valueText?: string;
  tone?: styles.ProgressIndicatorVariants['tone'];
  className?: string;
}

/** A progress bar (role="progressbar" with aria-valuenow/min/max). */
export function ProgressBar({
  value,
  max = 100,
  label,
  hideLabel = false,
  showValue,
  valueText,
  tone = 'accent',
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const determinate = typeof value === 'number' && Number.isFinite(value);
  const clamped = determinate ? Math.min(Math.max(value, 0), max) : null;
  const percent = clamped === null ? 0 : Math.round((clamped / max) * 100);
  const showPercent = (showValue ?? true) && determinate;
  return (
    <div className={cx(styles.root, className)}>
      {hideLabel ? null : (
        <div className={styles.labelRow}>
          <span id={labelId}>{label}</span>
          {showPercent ? <span aria-hidden="true">{percent}%</span> : null}
        </div>
      )}
      <Progress.Root
        className={styles.track}
        value={clamped}
        max={max}
        aria-labelledby={hideLabel ? undefined : labelId}
        aria-label={hideLabel ? label : undefined}
        getValueLabel={valueText ? () => valueText : undefined}
      >
        <Progress.Indicator
          className={styles.indicator({ tone, indeterminate: !determinate })}
          style={determinate ? { width: `${percent}%` } : undefined}
        />
      </Progress.Root>
    </div>
  );
}
