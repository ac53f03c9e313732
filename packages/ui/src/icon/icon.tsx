import type { SVGProps } from 'react';
import { iconSizes, type Size } from '../theme/tokens';
import { cx } from '../utils/cx';
import { icon } from './icon.css';
import { iconPaths, type IconName } from './icon-paths';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName;
  /** A size token (xs 18, sm 24, md 32, lg 38, xl 46 px) or px. Default 'sm'. */
  size?: Size | number;
  /** Accessible name; without it the icon is decorative (aria-hidden). */
  label?: string;
}

/** An inline SVG icon drawn in currentColor. */
export function Icon({ name, size = 'sm', label, className, style, ...props }: IconProps) {
  const px = typeof size === 'number' ? size : iconSizes[size];
  return (
    <svg
      viewBox="0 0 24 24"
      width={px}
      height={px}
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cx(icon({ size: typeof size === 'number' ? undefined : size }), className)}
      style={typeof size === 'number' ? { width: px, height: px, ...style } : style}
      focusable="false"
      data-icon={name}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      {...props}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
