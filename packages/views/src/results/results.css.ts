import { vars } from '@assay/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const formula = style({
  display: 'grid',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceSunken,
  color: vars.colors.text,
  fontSize: vars.fontSizes.sm,
  lineHeight: vars.lineHeights.normal,
});

export const control = style({ display: 'inline' });

export const ref = style({
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
  whiteSpace: 'nowrap',
});

export const linkButton = style({
  background: 'none',
  border: 0,
  padding: 0,
  color: vars.colors.link,
  font: 'inherit',
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  textDecoration: 'underline',
  ':focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 2 },
});

export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.xs });

export const segmented = style({
  display: 'inline-flex',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  overflow: 'hidden',
});
globalStyle(`${segmented} > button`, {
  border: 0,
  borderInlineEnd: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  color: vars.colors.textMuted,
  padding: `4px ${vars.space.sm}`,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.medium,
  cursor: 'pointer',
});
globalStyle(`${segmented} > button:last-child`, { borderInlineEnd: 0 });
globalStyle(`${segmented} > button[aria-pressed="true"]`, {
  background: vars.colors.accentSoft,
  color: vars.colors.accentSoftText,
});
globalStyle(`${segmented} > button:focus-visible`, {
  outline: `2px solid ${vars.colors.focusRing}`,
  outlineOffset: -2,
});
export const focusNote = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
