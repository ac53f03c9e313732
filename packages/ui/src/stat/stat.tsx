import { useId, type ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { cx } from '../utils/cx';
import * as styles from './stat.css';

export interface StatProps {
  /** What is counted: "Tenants". Also the group's accessible name. */
  label: string;
  /** The figure; a dash while unknown. */
  value: ReactNode;
  /** The figure it is out of ("of 3"), shown smaller after the value. */
  total?: ReactNode;
  icon?: IconName;
  /** One muted line under the value, e.g. "on the Free plan". */
  hint?: ReactNode;
  /** Under everything, e.g. a ProgressBar of the usage. */
  footer?: ReactNode;
  className?: string;
}

/** A stat card: label, a large figure (optionally "of N"), a hint and a footer. */
export function Stat({ label, value, total, icon, hint, footer, className }: StatProps) {
  const labelId = useId();
  return (
    <section className={cx(styles.stat, className)} aria-labelledby={labelId}>
      <h2 id={labelId} className={styles.label}>
        {icon ? <Icon name={icon} size="xs" /> : null}
        {label}
      </h2>
      <p className={styles.value}>
        {value}
        {total !== undefined ? <span className={styles.total}> / {total}</span> : null}
      </p>
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {footer ? <div className={styles.footer}>{footer}</div> : null}
    </section>
  );
}

/** Lays Stat cards out in equal columns that wrap on narrow screens. */
export function StatGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <div className={styles.grid} role={label ? 'group' : undefined} aria-label={label}>
      {children}
    </div>
  );
}
