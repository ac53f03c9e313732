import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { controlSizes } from '../theme/tokens';

const px = (n: number) => `${n}px`;

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.text,
});

export const requiredMark = style({ color: vars.colors.dangerSoftText, marginInlineStart: vars.space.xxs });

export const below = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  fontSize: vars.fontSizes.sm,
  selectors: { '&:empty': { display: 'none' } },
});

export const messages = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minWidth: 0 });
export const hint = style({ margin: 0, color: vars.colors.textMuted });
export const error = style({
  margin: 0,
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  color: vars.colors.dangerSoftText,
});
export const counter = style({
  marginInlineStart: 'auto',
  color: vars.colors.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

/** The box of an input, textarea or select trigger. */
export const control = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    width: '100%',
    paddingInline: vars.space.md,
    background: vars.colors.surfaceRaised,
    color: vars.colors.text,
    border: `1px solid ${vars.colors.borderStrong}`,
    borderRadius: vars.radii.md,
    fontFamily: 'inherit',
    fontSize: vars.fontSizes.md,
    textAlign: 'start',
    transition: 'border-color 120ms ease, box-shadow 120ms ease',
    selectors: {
      '&:focus-within': {
        borderColor: vars.colors.focusRing,
        boxShadow: `0 0 0 1px ${vars.colors.focusRing}`,
      },
      '&[data-invalid="true"]': { borderColor: vars.colors.danger },
      '&[data-invalid="true"]:focus-within': { boxShadow: `0 0 0 1px ${vars.colors.danger}` },
      '&[data-disabled="true"]': { opacity: 0.6, cursor: 'not-allowed' },
    },
  },
  variants: {
    size: {
      xs: { minHeight: px(controlSizes.xs), fontSize: vars.fontSizes.sm },
      sm: { minHeight: px(controlSizes.sm), fontSize: vars.fontSizes.sm },
      md: { minHeight: px(controlSizes.md) },
      lg: { minHeight: px(controlSizes.lg) },
      xl: { minHeight: px(controlSizes.xl), fontSize: vars.fontSizes.lg },
    },
    multiline: {
      true: { alignItems: 'stretch', paddingBlock: vars.space.sm },
      false: {},
    },
  },
  defaultVariants: { size: 'md', multiline: false },
});

export type ControlVariants = NonNullable<RecipeVariants<typeof control>>;

/** The bare input/textarea inside the control box (the box draws border and focus). */
export const input = style({
  flex: 1,
  minWidth: 0,
  alignSelf: 'stretch',
  border: 0,
  padding: 0,
  margin: 0,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.colors.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const textarea = style([
  input,
  { resize: 'vertical', minHeight: '4.5em', lineHeight: vars.lineHeights.normal },
]);

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  color: vars.colors.textMuted,
  flexShrink: 0,
});

/** Checkbox/switch row: control, then label and messages. */
export const choice = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
});
export const choiceLabel = style({
  fontSize: vars.fontSizes.md,
  color: vars.colors.text,
  paddingTop: '1px',
  cursor: 'pointer',
});
export const choiceMessages = style({
  gridColumn: '2',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSizes.sm,
});
