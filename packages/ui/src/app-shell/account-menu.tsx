import type { ReactNode } from 'react';
import { Icon } from '../icon/icon';
import { Menu } from '../menu/menu';
import * as styles from './app-shell.css';

export interface AccountMenuProps {
  /** Who is signed in: their name, else their address. Names the trigger (hidden but read on a phone). */
  who: string;
  /** The address under the name, when `who` is a name. */
  detail?: string;
  /** The menu's items (`Menu.Item`, `Menu.Sub`, `Menu.Separator`), in order. */
  children: ReactNode;
}

/** A name's first two initials; an address's first letter. */
function initialsOf(who: string): string {
  const words = who.includes('@') ? [who] : who.trim().split(/\s+/);
  return words
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase();
}

/**
 * The top bar's account slot: one button (initials, and the name from tablet width up) opening a
 * menu of the account's links and choices, so the bar fits a phone whatever the menu holds.
 */
export function AccountMenu({ who, detail, children }: AccountMenuProps) {
  return (
    // Not modal: a modal menu hides the page from assistive technology while its links stay
    // focusable (axe: aria-hidden-focus); the menu still closes on Escape and on a click outside.
    <Menu.Root modal={false}>
      <Menu.Trigger asChild>
        <button type="button" className={styles.accountTrigger}>
          <span className={styles.avatar} aria-hidden>
            {initialsOf(who)}
          </span>
          <span className={styles.accountName}>{who}</span>
          <Icon name="chevron-down" size="xs" />
        </button>
      </Menu.Trigger>
      <Menu.Content>
        <Menu.Label>
          <span className={styles.accountWho}>{who}</span>
          {detail ? <span className={styles.accountDetail}>{detail}</span> : null}
        </Menu.Label>
        <Menu.Separator />
        {children}
      </Menu.Content>
    </Menu.Root>
  );
}
