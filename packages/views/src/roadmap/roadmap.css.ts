import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const board = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 1023px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const column = style({
  display: 'grid',
  gap: vars.space.sm,
  alignContent: 'start',
  minHeight: 120,
  padding: vars.space.sm,
  borderRadius: vars.radii.lg,
  background: vars.colors.surfaceSunken,
  border: `1px solid ${vars.colors.border}`,
});

export const columnOver = style({ outline: `2px dashed ${vars.colors.focusRing}`, outlineOffset: -2 });

export const columnHeader = style({
  display: 'flex',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.xs} 0`,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.text,
  margin: 0,
});

export const count = style({
  color: vars.colors.textMuted,
  fontWeight: vars.fontWeights.regular,
  fontSize: vars.fontSizes.xs,
});

// The column's cards scroll inside it (the board stays one screen tall); the padding keeps
// focus rings and shadows clear of the edge.
export const scroller = style({
  maxHeight: 'min(70vh, 760px)',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  padding: 3,
  margin: -3,
});

export const list = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
// Virtualised: the list is as tall as all its cards, each placed at its offset.
export const virtualList = style({ listStyle: 'none', margin: 0, padding: 0, position: 'relative' });

export const card = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: vars.space.xs,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  border: `1px solid ${vars.colors.border}`,
  boxShadow: vars.shadows.sm,
  color: vars.colors.text,
});

export const cardPlaced = style({ position: 'absolute', insetInline: 0 });
export const cardLifted = style({ boxShadow: vars.shadows.lg, cursor: 'grabbing' });
export const cardOverdue = style({ borderInlineStart: `4px solid ${vars.colors.danger}` });
export const cardDragging = style({ opacity: 0.5 });

export const handle = style({
  alignSelf: 'start',
  border: 0,
  background: 'none',
  color: vars.colors.textMuted,
  padding: 2,
  borderRadius: vars.radii.sm,
  cursor: 'grab',
  touchAction: 'none',
  lineHeight: 0,
  ':focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 1 },
});

export const cardBody = style({ display: 'grid', gap: 4, minWidth: 0 });

export const title = style({
  border: 0,
  background: 'none',
  padding: 0,
  textAlign: 'start',
  font: 'inherit',
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.text,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 2, borderRadius: 2 },
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `4px ${vars.space.sm}`,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
});
export const ref = style({ fontFamily: vars.fonts.mono });
export const overdue = style({ color: vars.colors.textDanger, fontWeight: vars.fontWeights.bold });
export const empty = style({
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
  padding: vars.space.sm,
  textAlign: 'center',
});
