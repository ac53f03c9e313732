import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  width: '40px',
  height: '24px',
  padding: '2px',
  flexShrink: 0,
  border: `1.5px solid ${vars.colors.borderStrong}`,
  borderRadius: vars.radii.full,
  background: vars.colors.neutralSoft,
  cursor: 'pointer',
  transition: 'background-color 150ms ease',
  selectors: {
    '&[data-state="checked"]': { background: vars.colors.accent, borderColor: vars.colors.accent },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const thumb = style({
  display: 'block',
  width: '17px',
  height: '17px',
  borderRadius: vars.radii.full,
  background: vars.colors.borderStrong,
  transition: 'transform 150ms ease',
  selectors: {
    '&[data-state="checked"]': { transform: 'translateX(15px)', background: vars.colors.onAccent },
  },
});
