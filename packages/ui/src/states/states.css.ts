import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const state = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    textAlign: 'center',
    gap: vars.space.sm,
    marginInline: 'auto',
    maxWidth: '36rem',
    color: vars.colors.text,
  },
  variants: {
    size: {
      compact: { padding: vars.space.lg },
      page: { padding: `${vars.space.xxxl} ${vars.space.lg}` },
    },
  },
  defaultVariants: { size: 'page' },
});

export type StateVariants = NonNullable<RecipeVariants<typeof state>>;

export const iconWrap = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '64px',
    height: '64px',
    borderRadius: vars.radii.full,
    marginBottom: vars.space.xs,
  },
  variants: {
    tone: {
      neutral: { background: vars.colors.neutralSoft, color: vars.colors.neutralSoftText },
      danger: { background: vars.colors.dangerSoft, color: vars.colors.dangerSoftText },
    },
  },
  defaultVariants: { tone: 'neutral' },
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSizes.lg,
  fontWeight: vars.fontWeights.bold,
  lineHeight: vars.lineHeights.tight,
});
export const description = style({ margin: 0, color: vars.colors.textMuted });
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const loading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.lg,
  width: '100%',
});
export const loadingLabel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.colors.textMuted,
});
export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
