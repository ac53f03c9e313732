import { mediaUp, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'minmax(0, 3fr) minmax(0, 2fr)' } },
});

export const picker = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });
export const pickerLabel = style({ fontSize: vars.fontSizes.sm, fontWeight: vars.fontWeights.medium });
export const fileInput = style({
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
  padding: vars.space.sm,
  border: `1px dashed ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceSunken,
  ':focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
});
export const refusal = style({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.dangerSoftText,
  background: vars.colors.dangerSoft,
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
});
export const more = style({
  margin: 0,
  marginTop: vars.space.sm,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
});
export const help = style({});
export const columns = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.sm,
});
export const column = style({ display: 'grid', gap: vars.space.xxs });
