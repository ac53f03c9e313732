import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const pickers = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });
export const summary = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const heading = style({ margin: 0, fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.bold });
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSizes.sm,
});
export const ref = style({
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.medium,
  padding: `1px ${vars.space.xs}`,
  borderRadius: vars.radii.sm,
  background: vars.colors.neutralSoft,
  color: vars.colors.neutralSoftText,
});
export const changed = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.sm,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
});
export const fields = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontSize: vars.fontSizes.sm,
});
export const field = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(90px, max-content) minmax(0, 1fr)',
  gap: vars.space.sm,
});
export const before = style({
  display: 'block',
  background: vars.colors.dangerSoft,
  color: vars.colors.dangerSoftText,
  borderRadius: vars.radii.sm,
  padding: `0 ${vars.space.xs}`,
});
export const after = style({
  display: 'block',
  textDecoration: 'none',
  background: vars.colors.successSoft,
  color: vars.colors.successSoftText,
  borderRadius: vars.radii.sm,
  padding: `0 ${vars.space.xs}`,
});
