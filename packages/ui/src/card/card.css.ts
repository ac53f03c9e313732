import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    background: vars.colors.surfaceRaised,
    color: vars.colors.text,
    border: `1px solid ${vars.colors.border}`,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadows.sm,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.md },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
    },
  },
  defaultVariants: { padding: 'md' },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

/** Title and actions side by side; on a narrow card the actions move under the title rather than squeeze its text into a column. */
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.md,
});
export const heading = style({ flex: '1 1 14rem', minWidth: 0 });
export const title = style({
  margin: 0,
  fontSize: vars.fontSizes.lg,
  fontWeight: vars.fontWeights.bold,
  lineHeight: vars.lineHeights.tight,
});
export const description = style({
  margin: `${vars.space.xs} 0 0`,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.sm,
});
