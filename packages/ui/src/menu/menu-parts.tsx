// The menu's parts on Radix DropdownMenu and what it brings (popper, floating-ui, focus scope,
// scroll lock, about 30 KB gzip): `Menu` (menu.tsx) loads this module when a menu first opens, so
// no page's first paint carries it.
import { DropdownMenu } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { cx } from '../utils/cx';
import * as styles from './menu.css';

function Content({
  className,
  sideOffset = 4,
  align = 'end',
  ...props
}: ComponentPropsWithRef<typeof DropdownMenu.Content>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.Content
        className={cx(styles.content, className)}
        sideOffset={sideOffset}
        align={align}
        {...props}
      />
    </DropdownMenu.Portal>
  );
}

export interface MenuItemProps extends ComponentPropsWithRef<typeof DropdownMenu.Item> {
  icon?: IconName;
  tone?: 'default' | 'danger';
}

/** A menu item; use `onSelect`, or `asChild` with a router Link for navigation. */
function Item({ icon, tone = 'default', className, children, asChild, ...props }: MenuItemProps) {
  if (asChild) {
    return (
      <DropdownMenu.Item asChild className={cx(styles.item({ tone }), className)} {...props}>
        {children}
      </DropdownMenu.Item>
    );
  }
  return (
    <DropdownMenu.Item className={cx(styles.item({ tone }), className)} {...props}>
      {icon ? <Icon name={icon} size="xs" /> : null}
      {children}
    </DropdownMenu.Item>
  );
}

function Label({ className, ...props }: ComponentPropsWithRef<typeof DropdownMenu.Label>) {
  return <DropdownMenu.Label className={cx(styles.label, className)} {...props} />;
}

function Separator({ className, ...props }: ComponentPropsWithRef<typeof DropdownMenu.Separator>) {
  return <DropdownMenu.Separator className={cx(styles.separator, className)} {...props} />;
}

function SubTrigger({
  className,
  children,
  ...props
}: ComponentPropsWithRef<typeof DropdownMenu.SubTrigger>) {
  return (
    <DropdownMenu.SubTrigger className={cx(styles.item({ tone: 'default' }), className)} {...props}>
      {children}
      <span className={styles.trailing}>
        <Icon name="chevron-right" size="xs" />
      </span>
    </DropdownMenu.SubTrigger>
  );
}

function SubContent({
  className,
  sideOffset = 4,
  ...props
}: ComponentPropsWithRef<typeof DropdownMenu.SubContent>) {
  return (
    <DropdownMenu.Portal>
      <DropdownMenu.SubContent className={cx(styles.content, className)} sideOffset={sideOffset} {...props} />
    </DropdownMenu.Portal>
  );
}

/** One choice of a `Menu.RadioGroup`; a check marks the chosen one. */
function RadioItem({ className, children, ...props }: ComponentPropsWithRef<typeof DropdownMenu.RadioItem>) {
  return (
    <DropdownMenu.RadioItem className={cx(styles.item({ tone: 'default' }), className)} {...props}>
      <span className={styles.indicator}>
        <DropdownMenu.ItemIndicator>
          <Icon name="check" size="xs" />
        </DropdownMenu.ItemIndicator>
      </span>
      {children}
    </DropdownMenu.RadioItem>
  );
}

export const Root = DropdownMenu.Root;
export const Trigger = DropdownMenu.Trigger;
export const Sub = DropdownMenu.Sub;
export const RadioGroup = DropdownMenu.RadioGroup;
export { Content, Item, Label, Separator, SubTrigger, SubContent, RadioItem };
