import { mediaDown, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const scroller = style({
  height: 'min(70vh, 760px)',
  overflowY: 'auto',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  background: vars.colors.surfaceRaised,
  ':focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
});

export const list = style({ position: 'relative', width: '100%' });

export const item = style({
  position: 'absolute',
  top: 0,
  left: 0,
  width: '100%',
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const row = style({
  display: 'flex',
  gap: vars.space.lg,
  padding: `${vars.space.md} ${vars.space.lg}`,
  '@media': { [mediaDown('sm')]: { flexDirection: 'column', gap: vars.space.sm, padding: vars.space.md } },
});

export const main = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  flex: 1,
  minWidth: 0,
});

export const heading = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm, minWidth: 0 });

export const ref = style({
  flexShrink: 0,
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.textMuted,
  padding: `1px ${vars.space.xs}`,
  borderRadius: vars.radii.sm,
  background: vars.colors.neutralSoft,
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSizes.md,
  fontWeight: vars.fontWeights.medium,
  lineHeight: vars.lineHeights.tight,
  minWidth: 0,
});

export const titleLink = style({
  color: vars.colors.text,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const body = style({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
});

export const references = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const answer = style({
  flexShrink: 0,
  width: '200px',
  '@media': { [mediaDown('sm')]: { width: 'auto' } },
});

export const mark = style({
  background: vars.colors.warningSoft,
  color: vars.colors.warningSoftText,
  borderRadius: '2px',
  padding: '0 1px',
});

export const answerBox = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const answerNote = style({ fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });
