import { Dialog as RadixDialog } from 'radix-ui';
import type { ComponentPropsWithRef } from 'react';
import { IconButton } from '../button/button';
import { cx } from '../utils/cx';
import * as styles from './dialog.css';
import { useUiText } from '../locale/index';

export interface DialogContentProps extends ComponentPropsWithRef<typeof RadixDialog.Content> {
  /** sm 420, md 560 (default), lg 800 px wide. */
  size?: styles.DialogContentVariants['size'];
  /** Hide the × button in the corner (Escape still closes). */
  hideClose?: boolean;
  closeLabel?: string;
}

/** The dialog panel, rendered in a portal over a dimming overlay, animated for 300 ms. */
function Content({
  size = 'md',
  hideClose = false,
  closeLabel: closeLabelProp,
  className,
  children,
  ...props
}: DialogContentProps) {
  const text = useUiText();
  const closeLabel = closeLabelProp ?? text.close;
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className={styles.overlay} />
      <RadixDialog.Content className={cx(styles.content({ size }), className)} {...props}>
        {children}
        {hideClose ? null : (
          <RadixDialog.Close asChild>
            <IconButton icon="close" aria-label={closeLabel} size="sm" className={styles.close} />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

function Title({ className, ...props }: ComponentPropsWithRef<typeof RadixDialog.Title>) {
  return <RadixDialog.Title className={cx(styles.title, className)} {...props} />;
}

function Description({ className, ...props }: ComponentPropsWithRef<typeof RadixDialog.Description>) {
  return <RadixDialog.Description className={cx(styles.description, className)} {...props} />;
}

/** Title and description block at the top. */
function Header({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.header, className)} {...props} />;
}

/** Action row at the bottom (primary action last). */
function Footer({ className, ...props }: ComponentPropsWithRef<'div'>) {
  return <div className={cx(styles.footer, className)} {...props} />;
}

/**
 * Modal dialog (Radix Dialog) as a compound component:
 * `Dialog.Root`, `Dialog.Trigger` (asChild), `Dialog.Content`, `Dialog.Header`, `Dialog.Title`,
 * `Dialog.Description`, `Dialog.Footer`, `Dialog.Close` (asChild).
 * Without a Description, pass `aria-describedby={undefined}` to Content.
 */
export const Dialog = {
  Root: RadixDialog.Root,
  Trigger: RadixDialog.Trigger,
  Content,
  Header,
  Title,
  Description,
  Footer,
  Close: RadixDialog.Close,
};

export type DialogRootProps = ComponentPropsWithRef<typeof RadixDialog.Root>;
