import { mediaUp, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

/** Filters: two across on phones, four across with the clear button from the md breakpoint. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr)) auto' } },
});
