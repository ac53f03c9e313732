import { keyframes, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const viewport = style({
  position: 'fixed',
  bottom: 0,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: vars.zIndices.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: 'min(440px, 100vw)',
  maxWidth: '100vw',
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

const slideIn = keyframes({
  from: { transform: 'translateY(calc(100% + 16px))', opacity: 0 },
  to: { transform: 'translateY(0)', opacity: 1 },
});
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const swipeOut = keyframes({
  from: { transform: 'translateY(var(--radix-toast-swipe-end-y))' },
  to: { transform: 'translateY(calc(100% + 16px))' },
});

export const toast = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto 1fr auto',
    gridTemplateAreas: '"icon title close" "icon description close" "icon action action"',
    columnGap: vars.space.md,
    rowGap: vars.space.xxs,
    alignItems: 'start',
    padding: vars.space.md,
    background: vars.colors.surfaceRaised,
    color: vars.colors.text,
    border: `1px solid ${vars.colors.border}`,
    borderInlineStartWidth: '4px',
    borderRadius: vars.radii.md,
    boxShadow: vars.shadows.lg,
    selectors: {
      '&[data-state="open"]': { animation: `${slideIn} 200ms cubic-bezier(0.16, 1, 0.3, 1)` },
      '&[data-state="closed"]': { animation: `${fadeOut} 150ms ease-in` },
      '&[data-swipe="move"]': { transform: 'translateY(var(--radix-toast-swipe-move-y))' },
      '&[data-swipe="cancel"]': { transform: 'translateY(0)', transition: 'transform 200ms ease-out' },
      '&[data-swipe="end"]': { animation: `${swipeOut} 150ms ease-out` },
    },
  },
  variants: {
    tone: {
      info: { borderInlineStartColor: vars.colors.accent },
      success: { borderInlineStartColor: vars.colors.success },
      danger: { borderInlineStartColor: vars.colors.danger },
    },
  },
  defaultVariants: { tone: 'info' },
});

export type ToastVariants = NonNullable<RecipeVariants<typeof toast>>;

export const icon = recipe({
  base: { gridArea: 'icon', display: 'inline-flex', paddingTop: '1px' },
  variants: {
    tone: {
      info: { color: vars.colors.accentSoftText },
      success: { color: vars.colors.successSoftText },
      danger: { color: vars.colors.dangerSoftText },
    },
  },
});

export const title = style({
  gridArea: 'title',
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes.sm,
  paddingTop: '1px',
});
export const description = style({
  gridArea: 'description',
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
});
export const action = style({ gridArea: 'action', justifySelf: 'start', marginTop: vars.space.xs });
export const close = style({ gridArea: 'close', marginTop: '-4px', marginInlineEnd: '-4px' });
