import { useEffect, useRef, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
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
  const { pathname } = useLocation();
  // On a narrow screen the current tab may sit beyond the edge: bring it into view, on each page.
  // Measured in a ResizeObserver's first report, which comes right after the browser's own
  // layout: measuring in the effect would force a layout of a page still being built (about
  // 75 ms at 4× CPU on a phone, issue 35).
  useEffect(() => {
    const element = nav.current;
    if (!element || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      const current = element.querySelector<HTMLElement>('[aria-current="page"]');
      if (current && element.scrollWidth > element.clientWidth)
        current.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [pathname]);
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
