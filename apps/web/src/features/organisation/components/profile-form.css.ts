import { mediaUp, vars } from '@assay/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** One column on phones, two from the first breakpoint. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const colourRow = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });
globalStyle(`${colourRow} > :first-child`, { flex: 1, minWidth: 0 });

export const swatch = style({
  flexShrink: 0,
  width: '40px',
  height: '40px',
  marginTop: '1.6rem',
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  background: `repeating-linear-gradient(45deg, ${vars.colors.border} 0 4px, transparent 4px 8px)`,
});
