import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import * as styles from './states.css';

export interface EmptyStateProps {
  icon?: IconName;
  title: ReactNode;
  description?: ReactNode;
  /** A button or link, e.g. "Create tenant". */
  action?: ReactNode;
  /** Heading level; default 'h2' ('h1' when the state is the whole page, e.g. not found). */
  titleAs?: 'h1' | 'h2' | 'h3' | 'h4';
  /** 'page' (roomy, default) or 'compact' (inside a card or table). */
  size?: styles.StateVariants['size'];
}

/** Shown when a list or page has nothing yet; tells the user what to do next. */
export function EmptyState({
  icon,
  title,
  description,
  action,
  titleAs: Title = 'h2',
  size,
}: EmptyStateProps) {
  return (
    <div className={styles.state({ size })} data-state="empty">
      {icon ? (
        <span className={styles.iconWrap()}>
          <Icon name={icon} size="md" />
        </span>
      ) : null}
      <Title className={styles.title}>{title}</Title>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
