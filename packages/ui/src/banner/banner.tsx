import type { ReactNode } from 'react';
import { IconButton } from '../button/button';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { cx } from '../utils/cx';
import * as styles from './banner.css';
import { useUiText } from '../locale/index';

export type BannerTone = NonNullable<styles.BannerVariants['tone']>;

export interface BannerProps {
  tone?: BannerTone;
  title?: ReactNode;
  children?: ReactNode;
  /** Icon at the start; defaults per tone (info, check, alert, alert). Pass null for none. */
  icon?: IconName | null;
  /** Buttons or links at the end (e.g. "Retry"). */
  action?: ReactNode;
  /** Shows a close button. */
  onDismiss?: () => void;
  dismissLabel?: string;
  /** Full-width strip without rounded corners. */
  flush?: boolean;
  /** Defaults to "alert" for danger (announced at once) and "status" otherwise. */
  role?: 'alert' | 'status' | 'region';
  className?: string;
}

const defaultIcons: Record<BannerTone, IconName> = {
  info: 'info',
  success: 'check',
  warning: 'alert',
  danger: 'alert',
};

/** An inline or page-wide message, e.g. "You are offline: changes will sync when you reconnect". */
export function Banner({
  tone = 'info',
  title,
  children,
  icon,
  action,
  onDismiss,
  dismissLabel: dismissLabelProp,
  flush = false,
  role,
  className,
}: BannerProps) {
  const text = useUiText();
  const dismissLabel = dismissLabelProp ?? text.dismiss;
  const iconName = icon === undefined ? defaultIcons[tone] : icon;
  return (
    <div
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      className={cx(styles.banner({ tone, flush }), className)}
      data-tone={tone}
    >
      {iconName ? <Icon name={iconName} size="xs" /> : null}
      <div className={styles.body}>
        {title ? <span className={styles.title}>{title}</span> : null}
        {children ? <span>{children}</span> : null}
      </div>
      {action || onDismiss ? (
        <div className={styles.actions}>
          {action}
          {onDismiss ? (
            <IconButton
              icon="close"
              size="xs"
              aria-label={dismissLabel}
              onClick={onDismiss}
              className={styles.dismiss}
            />
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
