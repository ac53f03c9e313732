import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const small = style({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
  lineHeight: vars.lineHeights.normal,
});
export const muted = style({ margin: 0, fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });
export const error = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textDanger });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'end' });
export const filter = style({ minWidth: 150, flex: '0 1 190px' });
export const bulk = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.colors.accentSoft,
  color: vars.colors.accentSoftText,
});
export const count = style({
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  alignSelf: 'center',
});
