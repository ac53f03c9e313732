import { mediaUp, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

/** The chart and its table side by side from 1024 px, stacked below. */
export const chartAndTable = style({
  display: 'grid',
  gap: vars.space.lg,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});
