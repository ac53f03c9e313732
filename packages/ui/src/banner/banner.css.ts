import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const banner = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    padding: `${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radii.md,
    border: '1px solid',
    fontSize: vars.fontSizes.sm,
  },
  variants: {
    tone: {
      info: {
        background: vars.colors.accentSoft,
        color: vars.colors.accentSoftText,
        borderColor: vars.colors.accentSoftText,
      },
      success: {
        background: vars.colors.successSoft,
        color: vars.colors.successSoftText,
        borderColor: vars.colors.successSoftText,
      },
      warning: {
        background: vars.colors.warningSoft,
        color: vars.colors.warningSoftText,
        borderColor: vars.colors.warningSoftText,
      },
      danger: {
        background: vars.colors.dangerSoft,
        color: vars.colors.dangerSoftText,
        borderColor: vars.colors.dangerSoftText,
      },
    },
    /** Full-width strip (e.g. offline) without rounded corners. */
    flush: { true: { borderRadius: 0, borderInline: 0 }, false: {} },
  },
  defaultVariants: { tone: 'info', flush: false },
});

export type BannerVariants = NonNullable<RecipeVariants<typeof banner>>;

export const body = style({
  flex: 1,
  minWidth: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingTop: '2px',
});
export const title = style({ fontWeight: vars.fontWeights.bold });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexShrink: 0 });
export const dismiss = style({ color: 'inherit' });
