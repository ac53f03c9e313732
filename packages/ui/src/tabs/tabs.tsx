import { Tabs as RadixTabs } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { cx } from '../utils/cx';
import * as styles from './tabs.css';

function List({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cx(styles.list, className)} {...props} />;
}

function Trigger({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(styles.trigger, className)} {...props} />;
}

function Content({ className, ...props }: ComponentPropsWithRef<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.content, className)} {...props} />;
}

/**
 * In-page tabs (Radix Tabs, arrow-key navigation): `Tabs.Root` (value/onValueChange or
 * defaultValue), `Tabs.List` (give it an aria-label), `Tabs.Trigger value`, `Tabs.Content value`.
 * For tabs that are URL segments use TabsNav.
 */
export const Tabs = { Root: RadixTabs.Root, List, Trigger, Content };

export type TabsRootProps = ComponentPropsWithRef<typeof RadixTabs.Root>;
