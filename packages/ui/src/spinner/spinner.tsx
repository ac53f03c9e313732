import { iconSizes, type Size } from '../theme/tokens';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './spinner.css';

export interface SpinnerProps {
  /** Icon size token or px; default 'xs' (18 px). */
  size?: Size | number;
  /** Announced to screen readers (role="status"); without it the spinner is decorative. */
  label?: string;
  className?: string;
}

/** An indeterminate spinner in currentColor. */
export function Spinner({ size = 'xs', label, className }: SpinnerProps) {
  const px = typeof size === 'number' ? size : iconSizes[size];
  const svg = (
    <svg
      className={cx(styles.spinner, className)}
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="none"
      stroke="currentColor"
      strokeWidth={3}
      aria-hidden="true"
      focusable="false"
      data-spinner=""
    >
      <circle className={styles.track} cx="12" cy="12" r="9" />
      <path d="M21 12a9 9 0 0 0-9-9" strokeLinecap="round" />
    </svg>
  );
  if (!label) return svg;
  return (
    <span role="status">
      {svg}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
