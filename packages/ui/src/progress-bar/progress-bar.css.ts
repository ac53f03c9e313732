import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, width: '100%' });

export const labelRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
});

export const track = style({
  position: 'relative',
  overflow: 'hidden',
  height: '8px',
  borderRadius: vars.radii.full,
  background: vars.colors.neutralSoft,
  // the track edge must be visible (non-text contrast) against the surface
  boxShadow: `inset 0 0 0 1px ${vars.colors.borderStrong}`,
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const indicator = recipe({
  base: { height: '100%', borderRadius: vars.radii.full, transition: 'width 200ms ease' },
  variants: {
    tone: {
      accent: { background: vars.colors.accent },
      success: { background: vars.colors.success },
      warning: { background: vars.colors.warning },
      danger: { background: vars.colors.danger },
    },
    indeterminate: {
      true: { width: '40%', animation: `${slide} 1.2s ease-in-out infinite` },
      false: {},
    },
  },
  defaultVariants: { tone: 'accent', indeterminate: false },
});

export type ProgressIndicatorVariants = NonNullable<RecipeVariants<typeof indicator>>;
