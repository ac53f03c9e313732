import { mediaUp, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

/** The search box and its button on one line; the button under the box on phones. */
export const search = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 28rem) auto' } },
});
