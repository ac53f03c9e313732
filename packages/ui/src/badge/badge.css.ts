import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export type Tone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger';

const toneColors = {
  neutral: { background: vars.colors.neutralSoft, color: vars.colors.neutralSoftText },
  accent: { background: vars.colors.accentSoft, color: vars.colors.accentSoftText },
  success: { background: vars.colors.successSoft, color: vars.colors.successSoftText },
  warning: { background: vars.colors.warningSoft, color: vars.colors.warningSoftText },
  danger: { background: vars.colors.dangerSoft, color: vars.colors.dangerSoftText },
} satisfies Record<Tone, object>;

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    fontWeight: vars.fontWeights.medium,
    lineHeight: vars.lineHeights.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    tone: toneColors,
    shape: {
      pill: {
        borderRadius: vars.radii.full,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.fontSizes.xs,
      },
      tag: {
        borderRadius: vars.radii.sm,
        padding: `${vars.space.xxs} ${vars.space.sm}`,
        fontSize: vars.fontSizes.sm,
      },
    },
  },
  defaultVariants: { tone: 'neutral', shape: 'pill' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

export const removeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: 0,
  padding: 0,
  marginInlineEnd: `calc(-1 * ${vars.space.xxs})`,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  minWidth: '24px',
  minHeight: '24px',
});
