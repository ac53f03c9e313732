import type { ElementType, HTMLAttributes, Ref } from 'react';
import { sprinkles, type Sprinkles } from '../theme/sprinkles.css';
import { cx } from '../utils/cx';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles> & {
    /** Element or component to render; default 'div'. */
    as?: ElementType;
    ref?: Ref<HTMLElement>;
    /** Extra attributes for the rendered element (e.g. `href` when `as="a"`). */
    [attribute: `data-${string}`]: string | undefined;
  };

const sprinkleKeys: ReadonlySet<string> = sprinkles.properties;

/** Splits sprinkles props from the element's own props. */
export function extractSprinkles<P extends object>(
  props: P,
): { atoms: Sprinkles; rest: Omit<P, keyof Sprinkles> } {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkleKeys.has(key)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms, rest: rest as Omit<P, keyof Sprinkles> };
}

/** A layout primitive: any element with theme-aware sprinkles props (`padding`, `gap`, `background`…). */
export function Box({ as: Component = 'div', className, ...props }: BoxProps) {
  const { atoms, rest } = extractSprinkles(props);
  return <Component className={cx(sprinkles(atoms), className) || undefined} {...rest} />;
}
