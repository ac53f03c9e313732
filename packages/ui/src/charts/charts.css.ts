import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minWidth: 0,
});
export const caption = style({
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.text,
});

export const barTable = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSizes.sm });
export const barLabel = style({
  padding: `${vars.space.xs} ${vars.space.md} ${vars.space.xs} 0`,
  textAlign: 'start',
  fontWeight: vars.fontWeights.regular,
  whiteSpace: 'nowrap',
  width: '1%',
});
export const barCell = style({ padding: `${vars.space.xs} 0`, width: '100%' });
export const barValue = style({
  padding: `${vars.space.xs} 0 ${vars.space.xs} ${vars.space.md}`,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});
export const barTrack = style({
  height: '12px',
  borderRadius: vars.radii.full,
  background: vars.colors.neutralSoft,
  overflow: 'hidden',
});

export const tone = recipe({
  variants: {
    tone: {
      accent: { background: vars.colors.accent },
      success: { background: vars.colors.success },
      warning: { background: vars.colors.warning },
      danger: { background: vars.colors.danger },
    },
  },
  defaultVariants: { tone: 'accent' },
});

export type ChartToneVariants = NonNullable<RecipeVariants<typeof tone>>;

export const bar = style({ height: '100%', borderRadius: vars.radii.full });

export const trend = style({ width: '100%', height: 'auto', overflow: 'visible', color: vars.colors.accent });
export const gridLine = style({ stroke: vars.colors.border, strokeWidth: 1 });
export const axisText = style({ fill: vars.colors.textMuted, fontSize: '11px' });
export const line = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2.5,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});
export const point = style({ fill: vars.colors.surfaceRaised, stroke: 'currentColor', strokeWidth: 2 });

export const heatmap = style({
  borderCollapse: 'separate',
  borderSpacing: '3px',
  fontSize: vars.fontSizes.sm,
});
export const heatHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.textMuted,
  textAlign: 'center',
});
export const heatRowHeader = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontWeight: vars.fontWeights.regular,
  textAlign: 'start',
  whiteSpace: 'nowrap',
});

export const heatCell = recipe({
  base: {
    minWidth: '56px',
    padding: `${vars.space.sm} ${vars.space.sm}`,
    borderRadius: vars.radii.sm,
    textAlign: 'center',
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.fontWeights.medium,
  },
  variants: {
    tone: {
      success: { background: vars.colors.successSoft, color: vars.colors.successSoftText },
      warning: { background: vars.colors.warningSoft, color: vars.colors.warningSoftText },
      danger: { background: vars.colors.dangerSoft, color: vars.colors.dangerSoftText },
      none: { background: vars.colors.neutralSoft, color: vars.colors.neutralSoftText },
    },
  },
  defaultVariants: { tone: 'none' },
});
