import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './kbd.css';

export type KbdProps = ComponentPropsWithRef<'kbd'>;

/** A keyboard key in help text: <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>. */
export function Kbd({ className, ...props }: KbdProps) {
  return <kbd className={cx(styles.kbd, className)} {...props} />;
}
