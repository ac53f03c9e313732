import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaUp } from '../theme/media';

/** Label / value pairs: stacked on phones, two columns from the first breakpoint. */
export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  margin: 0,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(9rem, max-content) minmax(0, 1fr)' } },
});
globalStyle(`${list} > dt`, { color: vars.colors.textMuted });
globalStyle(`${list} > dd`, { margin: 0, overflowWrap: 'anywhere' });
globalStyle(`${list} > dd + dt`, {
  marginTop: vars.space.xs,
  '@media': { [mediaUp('sm')]: { marginTop: 0 } },
});
