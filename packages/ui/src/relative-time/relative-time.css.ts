import { style } from '@vanilla-extract/css';

// Dates never wrap; tabular digits keep a column of them aligned.
export const time = style({ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
