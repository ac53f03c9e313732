import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const kbd = style({
  display: 'inline-block',
  minWidth: '1.6em',
  padding: `0 ${vars.space.xs}`,
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.xs,
  lineHeight: '1.6',
  textAlign: 'center',
  color: vars.colors.text,
  background: vars.colors.surfaceSunken,
  border: `1px solid ${vars.colors.border}`,
  borderBottomWidth: '2px',
  borderRadius: vars.radii.sm,
});
