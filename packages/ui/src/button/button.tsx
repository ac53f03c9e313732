import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Icon } from '../icon/icon';
import type { IconName } from '../icon/icon-paths';
import { Spinner } from '../spinner/spinner';
import type { Size } from '../theme/tokens';
import { cx } from '../utils/cx';
import { button, type ButtonVariants } from './button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** solid (primary), soft, outline, ghost or danger. Default solid. */
  variant?: ButtonVariants['variant'];
  /** Control size: xs 30, sm 35, md 40, lg 50, xl 60 px. Default md. */
  size?: Size;
  fullWidth?: boolean;
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus. */
  loading?: boolean;
  /** Icon before the label. */
  icon?: IconName;
  /** Icon after the label. */
  iconEnd?: IconName;
  /** Render the single child (e.g. a router Link) with button styles. */
  asChild?: boolean;
  children?: ReactNode;
}

const iconSizeFor: Record<Size, Size> = { xs: 'xs', sm: 'xs', md: 'xs', lg: 'sm', xl: 'sm' };

/** While loading, a click does nothing (and cannot submit a form); otherwise it reaches onClick. */
function guardLoading(loading: boolean, onClick: ButtonProps['onClick']) {
  return (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) event.preventDefault();
    else onClick?.(event);
  };
}

/** A button. Defaults to type="button"; pass type="submit" for forms. */
export function Button({
  variant = 'solid',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  iconEnd,
  asChild = false,
  className,
  disabled,
  onClick,
  type,
  children,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot.Root : 'button';
  const iconSize = iconSizeFor[size];
  return (
    <Component
      className={cx(button({ variant, size, fullWidth }), className)}
      type={asChild ? type : (type ?? 'button')}
      disabled={disabled}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={guardLoading(loading, onClick)}
      {...props}
    >
      {loading ? <Spinner size={iconSize} /> : icon ? <Icon name={icon} size={iconSize} /> : null}
      <Slot.Slottable>{children}</Slot.Slottable>
      {iconEnd ? <Icon name={iconEnd} size={iconSize} /> : null}
    </Component>
  );
}

export interface IconButtonProps extends Omit<
  ButtonProps,
  'icon' | 'iconEnd' | 'fullWidth' | 'children' | 'asChild'
> {
  icon: IconName;
  /** Required: the button has no visible text. */
  'aria-label': string;
}

/** A square button showing one icon; its accessible name comes from the required aria-label. */
export function IconButton({
  icon,
  variant = 'ghost',
  size = 'md',
  loading = false,
  className,
  onClick,
  type,
  ...props
}: IconButtonProps) {
  const iconSize = iconSizeFor[size];
  return (
    <button
      className={cx(button({ variant, size, iconOnly: true }), className)}
      type={type ?? 'button'}
      aria-busy={loading || undefined}
      aria-disabled={loading || undefined}
      onClick={guardLoading(loading, onClick)}
      {...props}
    >
      {loading ? <Spinner size={iconSize} /> : <Icon name={icon} size={iconSize} />}
    </button>
  );
}
