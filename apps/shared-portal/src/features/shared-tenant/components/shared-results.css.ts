import { style } from '@vanilla-extract/css';

/** On screen only: the report's toolbar is not part of the printed pages. */
export const screenOnly = style({ '@media': { print: { display: 'none' } } });
