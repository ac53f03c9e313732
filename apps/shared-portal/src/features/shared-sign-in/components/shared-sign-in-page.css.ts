import { style } from '@vanilla-extract/css';

export const page = style({ maxWidth: '28rem', margin: '10vh auto', padding: '1.5rem' });
