import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});
export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const row = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
  minWidth: 0,
});
export const name = style({
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
/** An activity line: its text, then the chip naming what it was about, apart. */
export const activity = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });
export const muted = style({
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
  whiteSpace: 'nowrap',
});
export const overdue = style({
  color: vars.colors.textDanger,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes.xs,
  whiteSpace: 'nowrap',
});
export const score = style({
  fontVariantNumeric: 'tabular-nums',
  fontWeight: vars.fontWeights.medium,
  whiteSpace: 'nowrap',
});
export const spark = style({ color: vars.colors.accent, flex: '0 0 auto' });
export const empty = style({ margin: 0, color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });
// Up to 20 assessments in progress: the card scrolls rather than pushing the page down.
export const scrollList = style({ maxHeight: 420, overflowY: 'auto', paddingInlineEnd: vars.space.xs });
export const more = style({
  margin: `${vars.space.sm} 0 0`,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
});
