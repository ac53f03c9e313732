import type { ReactNode } from 'react';
import * as styles from './description-list.css';

export interface DescriptionListProps {
  /** What the facts are about ("Account"), for screen readers. */
  'aria-label': string;
  /** `<dt>` / `<dd>` pairs, in reading order (fragments are fine for optional pairs). */
  children: ReactNode;
}

/** The facts of one thing as label / value pairs: stacked on phones, two columns from sm up. */
export function DescriptionList({ children, ...props }: DescriptionListProps) {
  return (
    <dl className={styles.list} {...props}>
      {children}
    </dl>
  );
}
