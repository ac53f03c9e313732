import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaUp } from '../theme/media';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  '@media': {
    [mediaUp('sm')]: { flexDirection: 'row', alignItems: 'flex-start', justifyContent: 'space-between' },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const eyebrow = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
export const title = style({
  margin: 0,
  fontSize: vars.fontSizes.xxl,
  fontWeight: vars.fontWeights.bold,
  lineHeight: vars.lineHeights.tight,
  overflowWrap: 'anywhere',
});
export const description = style({ margin: 0, color: vars.colors.textMuted, maxWidth: '60rem' });
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, flexShrink: 0 });
