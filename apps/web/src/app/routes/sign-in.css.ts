import { style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'grid', placeItems: 'center', padding: '1.5rem' });
export const panel = style({ width: '100%', maxWidth: '28rem' });
