import { style } from '@vanilla-extract/css';

// One centred column that may shrink below its content's width (minmax(0, …)): at 320 px the
// sign-in tabs scroll inside the panel instead of pushing the page sideways.
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 28rem)',
  justifyContent: 'center',
  alignContent: 'center',
  padding: '1.5rem 1rem',
});
export const panel = style({ minWidth: 0 });
