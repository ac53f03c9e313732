import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import * as styles from './app-shell.css';

export interface NavItem {
  to: string;
  label: string;
  icon?: IconName;
  /** Match the path exactly (use for '/'). */
  end?: boolean;
  /** e.g. a count Badge after the label. */
  badge?: ReactNode;
}

export function NavList({
  items,
  label,
  onNavigate,
}: {
  items: readonly NavItem[];
  label: string;
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label}>
      <ul className={styles.navList}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={styles.navLink} onClick={onNavigate}>
              {item.icon ? <Icon name={item.icon} size="xs" /> : null}
              <span>{item.label}</span>
              {item.badge ? <span className={styles.navBadge}>{item.badge}</span> : null}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
