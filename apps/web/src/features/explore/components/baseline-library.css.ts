import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 300px), 1fr))',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radii.lg,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surfaceRaised,
  transition: 'border-color 120ms ease, box-shadow 120ms ease',
  ':hover': { borderColor: vars.colors.borderStrong, boxShadow: vars.shadows.sm },
  selectors: { '&:focus-within': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' } },
});

export const cardTop = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const version = style({
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
});

export const cardTitle = style({
  margin: 0,
  fontSize: vars.fontSizes.lg,
  fontWeight: vars.fontWeights.bold,
  lineHeight: vars.lineHeights.tight,
});

export const cardLink = style({
  color: vars.colors.text,
  textDecoration: 'none',
  outline: 'none',
  // Stretch the link over the card so the whole card is clickable.
  '::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radii.lg },
});

export const cardDescription = style({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
  display: '-webkit-box',
  WebkitLineClamp: 3,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
});

export const cardCounts = style({
  margin: 0,
  marginTop: 'auto',
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
});
