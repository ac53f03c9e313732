import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './visually-hidden.css';

export type VisuallyHiddenProps = ComponentPropsWithRef<'span'>;

/**
 * Content for screen readers only (hidden visually, kept in the accessibility tree). A plain span
 * with the usual clip styles: the loading spinner of every first paint uses it, so it must not
 * bring a component library's primitives into the first route.
 */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span {...props} className={cx(styles.hidden, className)} />;
}
