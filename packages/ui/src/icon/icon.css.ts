import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { iconSizes } from '../theme/tokens';

const px = (n: number) => `${n}px`;

export const icon = recipe({
  base: { display: 'inline-block', flexShrink: 0, verticalAlign: 'middle' },
  variants: {
    size: {
      xs: { width: px(iconSizes.xs), height: px(iconSizes.xs) },
      sm: { width: px(iconSizes.sm), height: px(iconSizes.sm) },
      md: { width: px(iconSizes.md), height: px(iconSizes.md) },
      lg: { width: px(iconSizes.lg), height: px(iconSizes.lg) },
      xl: { width: px(iconSizes.xl), height: px(iconSizes.xl) },
    },
  },
  defaultVariants: { size: 'sm' },
});

export type IconVariants = NonNullable<RecipeVariants<typeof icon>>;
