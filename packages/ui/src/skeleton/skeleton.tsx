import type { CSSProperties } from 'react';
import { cx } from '../utils/cx';
import * as styles from './skeleton.css';

export interface SkeletonProps {
  /** CSS width; default 100%. */
  width?: CSSProperties['width'];
  /** CSS height; default 1em. */
  height?: CSSProperties['height'];
  /** Round (for avatars). */
  circle?: boolean;
  className?: string;
}

/** A placeholder block shown while content loads (hidden from assistive technology). */
export function Skeleton({ width = '100%', height = '1em', circle = false, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={cx(styles.skeleton, className)}
      style={{ width, height, borderRadius: circle ? '50%' : undefined }}
    />
  );
}
