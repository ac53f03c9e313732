import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const stat = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minWidth: 0,
  padding: vars.space.lg,
  background: vars.colors.surfaceRaised,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.sm,
});

export const label = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.textMuted,
});

export const value = style({
  margin: 0,
  fontSize: vars.fontSizes.xxl,
  fontWeight: vars.fontWeights.bold,
  lineHeight: vars.lineHeights.tight,
  letterSpacing: '-0.02em',
  fontVariantNumeric: 'tabular-nums',
});

export const total = style({
  fontSize: vars.fontSizes.md,
  fontWeight: vars.fontWeights.regular,
  color: vars.colors.textMuted,
  letterSpacing: 0,
});

export const hint = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });

export const footer = style({ marginTop: vars.space.xs });

/** Equal-width stat cards that wrap on narrow screens. */
export const grid = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'repeat(auto-fit, minmax(13rem, 1fr))',
});
