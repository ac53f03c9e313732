import { Box, type BoxProps } from '../box/box';
import type { Sprinkles } from '../theme/sprinkles.css';

type Space = NonNullable<Sprinkles['gap']>;
type Align = NonNullable<Sprinkles['alignItems']>;
type Justify = NonNullable<Sprinkles['justifyContent']>;

export interface StackProps extends Omit<BoxProps, 'gap' | 'display' | 'flexDirection' | 'alignItems'> {
  /** Space between children (responsive allowed); default 'md'. */
  gap?: Space;
  align?: Align;
}

/** Lays children out vertically with even spacing. */
export function Stack({ gap = 'md', align = 'stretch', ...props }: StackProps) {
  return <Box display="flex" flexDirection="column" gap={gap} alignItems={align} {...props} />;
}

export interface InlineProps extends Omit<
  BoxProps,
  'gap' | 'display' | 'flexDirection' | 'alignItems' | 'justifyContent' | 'flexWrap'
> {
  /** Space between children; default 'sm'. */
  gap?: Space;
  align?: Align;
  justify?: Justify;
  /** Wrap onto several lines when narrow; default true. */
  wrap?: boolean;
}

/** Lays children out in a row (wrapping by default), vertically centred. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'flex-start',
  wrap = true,
  ...props
}: InlineProps) {
  return (
    <Box
      display="flex"
      flexDirection="row"
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      gap={gap}
      alignItems={align}
      justifyContent={justify}
      {...props}
    />
  );
}
