import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.45 } });

export const skeleton = style({
  display: 'block',
  background: vars.colors.skeleton,
  borderRadius: vars.radii.sm,
  animation: `${pulse} 1.6s ease-in-out infinite`,
});
