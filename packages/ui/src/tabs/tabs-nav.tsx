import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink } from 'react-router';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { cx } from '../utils/cx';
import * as styles from './tabs.css';

export interface TabsNavItem {
  /** Link target, e.g. `/tenant/${id}/roadmap/${focus}`. */
  to: string;
  label: ReactNode;
  icon?: IconName;
  /** Small count after the label. */
  count?: number;
  /** Match the path exactly (NavLink `end`). */
  end?: boolean;
  /** Override route matching, e.g. to mark the default tab active on `/tenant/42`. */
  active?: boolean;
}

export interface TabsNavProps {
  items: readonly TabsNavItem[];
  /** Accessible name of the <nav>, e.g. "Tenant sections". */
  label: string;
  className?: string;
}

/**
 * Tabs that are URL segments: a <nav> of react-router links styled as tabs; the current one has
 * aria-current="page". Must be rendered inside a router.
 */
export function TabsNav({ items, label, className }: TabsNavProps) {
  const nav = useRef<HTMLElement>(null);
  // On a narrow screen the current tab may sit beyond the edge: bring it into view.
  useEffect(() => {
    const current = nav.current?.querySelector<HTMLElement>('[aria-current="page"]');
    if (current && nav.current && nav.current.scrollWidth > nav.current.clientWidth)
      current.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  });
  return (
    <nav ref={nav} aria-label={label} className={cx(styles.list, styles.scrollHint, className)}>
      {items.map((item) => {
        const content = (
          <>
            {item.icon ? <Icon name={item.icon} size="xs" /> : null}
            {item.label}
            {item.count !== undefined ? <span className={styles.count}>{item.count}</span> : null}
          </>
        );
        return item.active === undefined ? (
          <NavLink key={item.to} to={item.to} end={item.end} className={styles.trigger}>
            {content}
          </NavLink>
        ) : (
          <Link
            key={item.to}
            to={item.to}
            className={styles.trigger}
            aria-current={item.active ? 'page' : undefined}
          >
            {content}
          </Link>
        );
      })}
    </nav>
  );
}
