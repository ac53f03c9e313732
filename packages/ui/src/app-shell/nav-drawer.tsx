import { Dialog as RadixDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { IconButton } from '../button/button';
import * as dialogStyles from '../dialog/dialog.css';
import * as styles from './app-shell.css';
import { NavList, type NavItem } from './nav-list';

interface NavDrawerProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  nav: readonly NavItem[];
  navLabel: string;
  menuLabel: string;
  closeMenuLabel: string;
}

/** The side navigation as a modal drawer on narrow screens, opened from the top bar. */
export function NavDrawer({
  open,
  onOpenChange,
  title,
  nav,
  navLabel,
  menuLabel,
  closeMenuLabel,
}: NavDrawerProps) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Trigger asChild>
        <IconButton icon="menu" aria-label={menuLabel} />
      </RadixDialog.Trigger>
      <RadixDialog.Portal>
        {/* The same backdrop as every dialog. */}
        <RadixDialog.Overlay className={dialogStyles.overlay} />
        <RadixDialog.Content className={styles.drawer} aria-describedby={undefined}>
          <div className={styles.drawerHeader}>
            <RadixDialog.Title className={styles.drawerTitle}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton icon="close" aria-label={closeMenuLabel} />
            </RadixDialog.Close>
          </div>
          <NavList items={nav} label={navLabel} onNavigate={() => onOpenChange(false)} />
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
