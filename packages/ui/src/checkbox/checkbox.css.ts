import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const box = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '2px',
  padding: 0,
  flexShrink: 0,
  border: `1.5px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.sm,
  background: vars.colors.surfaceRaised,
  color: vars.colors.onAccent,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.colors.accent,
      borderColor: vars.colors.accent,
    },
    '&[aria-invalid="true"]': { borderColor: vars.colors.danger },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});
