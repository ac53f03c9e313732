import { keyframes, style } from '@vanilla-extract/css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-block',
  flexShrink: 0,
  animation: `${spin} 0.8s linear infinite`,
  verticalAlign: 'middle',
});

export const track = style({ opacity: 0.25 });
