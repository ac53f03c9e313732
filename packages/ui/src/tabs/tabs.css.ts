import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.colors.border}`,
  overflowX: 'auto',
  scrollbarWidth: 'thin',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  marginBottom: '-1px',
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.colors.textMuted,
  font: 'inherit',
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: vars.colors.text },
    '&[data-state="active"], &[aria-current="page"]': { color: vars.colors.text, borderBottomColor: vars.colors.accent },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const content = style({ paddingTop: vars.space.lg, outline: 'none' });

export const count = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.full,
  background: vars.colors.neutralSoft,
  color: vars.colors.neutralSoftText,
  fontSize: vars.fontSizes.xs,
});
