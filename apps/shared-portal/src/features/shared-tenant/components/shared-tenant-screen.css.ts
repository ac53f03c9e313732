import { style } from '@vanilla-extract/css';

export const account = style({ whiteSpace: 'nowrap' });
// A phone's top bar has room for "Sign out" only; the address is in the link's accessible name.
export const email = style({ '@media': { 'screen and (max-width: 599px)': { display: 'none' } } });
