import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';

export const page = style({
  minHeight: '100vh',
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.xl,
});
