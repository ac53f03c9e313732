import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';

export const content = style({
  zIndex: vars.zIndices.overlay,
  minWidth: '200px',
  padding: vars.space.xs,
  background: vars.colors.surfaceRaised,
  color: vars.colors.text,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadows.md,
});

export const item = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    minHeight: '36px',
    padding: `0 ${vars.space.sm}`,
    borderRadius: vars.radii.sm,
    fontSize: vars.fontSizes.sm,
    color: vars.colors.text,
    textDecoration: 'none',
    cursor: 'pointer',
    outline: 'none',
    userSelect: 'none',
    selectors: {
      '&[data-highlighted]': { background: vars.colors.neutralSoft },
      '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
    },
  },
  variants: {
    tone: {
      default: {},
      danger: {
        color: vars.colors.dangerSoftText,
        selectors: { '&[data-highlighted]': { background: vars.colors.dangerSoft } },
      },
    },
  },
  defaultVariants: { tone: 'default' },
});

export const label = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
});
export const separator = style({
  height: '1px',
  margin: `${vars.space.xs} 0`,
  background: vars.colors.border,
});

/** A submenu trigger's chevron, at the item's far end. */
export const trailing = style({
  display: 'inline-flex',
  marginInlineStart: 'auto',
  color: vars.colors.textMuted,
});
/** The check of a chosen radio item; the space stays when unchecked so labels line up. */
export const indicator = style({ display: 'inline-flex', width: '18px', justifyContent: 'center' });
