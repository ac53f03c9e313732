import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { dialogTransitionMs } from '../theme/tokens';

const duration = `${dialogTransitionMs}ms`;

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const popOut = keyframes({
  from: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
  to: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndices.overlay,
  background: vars.colors.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${duration} ease-out` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${duration} ease-in` },
  },
});

export const content = recipe({
  base: {
    position: 'fixed',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    zIndex: vars.zIndices.overlay,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    width: 'calc(100vw - 32px)',
    maxHeight: 'calc(100dvh - 32px)',
    overflowY: 'auto',
    padding: vars.space.xl,
    background: vars.colors.surfaceRaised,
    color: vars.colors.text,
    borderRadius: vars.radii.lg,
    boxShadow: vars.shadows.lg,
    outline: 'none',
    selectors: {
      '&[data-state="open"]': { animation: `${popIn} ${duration} cubic-bezier(0.16, 1, 0.3, 1)` },
      '&[data-state="closed"]': { animation: `${popOut} ${duration} ease-in` },
    },
  },
  variants: {
    size: {
      sm: { maxWidth: '420px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '800px' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogContentVariants = NonNullable<RecipeVariants<typeof content>>;

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  paddingInlineEnd: vars.space.xxl,
});
export const title = style({
  margin: 0,
  fontSize: vars.fontSizes.xl,
  fontWeight: vars.fontWeights.bold,
  lineHeight: vars.lineHeights.tight,
});
export const description = style({ margin: 0, color: vars.colors.textMuted });
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.xs,
});
export const close = style({ position: 'absolute', top: vars.space.md, right: vars.space.md });
