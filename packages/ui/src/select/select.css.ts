import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const trigger = style({ cursor: 'pointer', justifyContent: 'space-between' });
export const value = style({
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const placeholder = style({ color: vars.colors.textMuted });
export const chevron = style({ color: vars.colors.textMuted, flexShrink: 0 });

export const content = style({
  zIndex: vars.zIndices.overlay,
  minWidth: 'var(--radix-select-trigger-width)',
  maxHeight: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  background: vars.colors.surfaceRaised,
  color: vars.colors.text,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  boxShadow: vars.shadows.md,
});

export const viewport = style({ padding: vars.space.xs });

export const item = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  minHeight: '36px',
  paddingBlock: vars.space.xs,
  paddingInline: `${vars.space.xxl} ${vars.space.md}`,
  borderRadius: vars.radii.sm,
  fontSize: vars.fontSizes.md,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.colors.accentSoft, color: vars.colors.accentSoftText },
    '&[data-disabled]': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const indicator = style({ position: 'absolute', left: vars.space.sm, display: 'inline-flex' });
