import { mediaUp, vars } from '@assay/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The search box and its button on one line; the button under the box on phones. */
export const search = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 28rem) auto' } },
});

/** Label / value pairs: stacked on phones, two columns from the first breakpoint. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)' } },
});
globalStyle(`${facts} > dt`, { color: vars.colors.textMuted });
globalStyle(`${facts} > dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${facts} > dd + dt`, {
  marginTop: vars.space.xs,
  '@media': { [mediaUp('sm')]: { marginTop: 0 } },
});
