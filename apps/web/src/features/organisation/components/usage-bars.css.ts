import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.xs,
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.colors.border}` } },
});

export const label = style({ fontWeight: vars.fontWeights.medium });
export const figure = style({
  fontVariantNumeric: 'tabular-nums',
  color: vars.colors.textMuted,
  whiteSpace: 'nowrap',
});
export const bar = style({ gridColumn: '1 / -1' });
export const note = style({
  gridColumn: '1 / -1',
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
});
