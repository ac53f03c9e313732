import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { controlSizes } from '../theme/tokens';

const px = (n: number) => `${n}px`;

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    border: '1px solid transparent',
    borderRadius: vars.radii.md,
    fontFamily: 'inherit',
    fontWeight: vars.fontWeights.medium,
    lineHeight: 1,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    transition: 'background-color 120ms ease, border-color 120ms ease, color 120ms ease',
    selectors: {
      '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
      '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
    },
  },
  variants: {
    variant: {
      solid: {
        background: vars.colors.accent,
        color: vars.colors.onAccent,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.colors.accentHover },
        },
      },
      soft: {
        background: vars.colors.accentSoft,
        color: vars.colors.accentSoftText,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { borderColor: vars.colors.accentSoftText },
        },
      },
      outline: {
        background: vars.colors.surfaceRaised,
        color: vars.colors.text,
        borderColor: vars.colors.borderStrong,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.colors.neutralSoft },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.colors.text,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.colors.neutralSoft },
        },
      },
      danger: {
        background: vars.colors.danger,
        color: vars.colors.onDanger,
        selectors: {
          '&:hover:not(:disabled):not([aria-disabled="true"])': { background: vars.colors.dangerHover },
        },
      },
    },
    size: {
      xs: { height: px(controlSizes.xs), paddingInline: vars.space.sm, fontSize: vars.fontSizes.sm },
      sm: { height: px(controlSizes.sm), paddingInline: '10px', fontSize: vars.fontSizes.sm },
      md: { height: px(controlSizes.md), paddingInline: '14px', fontSize: vars.fontSizes.md },
      lg: { height: px(controlSizes.lg), paddingInline: '18px', fontSize: vars.fontSizes.md },
      xl: { height: px(controlSizes.xl), paddingInline: '22px', fontSize: vars.fontSizes.lg },
    },
    /** Square button for a single icon. */
    iconOnly: {
      true: { paddingInline: 0, flexShrink: 0 },
      false: {},
    },
    fullWidth: {
      true: { width: '100%' },
      false: {},
    },
  },
  compoundVariants: (['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => ({
    variants: { size, iconOnly: true },
    style: { width: px(controlSizes[size]) },
  })),
  defaultVariants: { variant: 'solid', size: 'md', iconOnly: false, fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;
