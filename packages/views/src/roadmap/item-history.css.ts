import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const heading = style({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.bold,
  color: vars.colors.text,
});
export const history = style({
  margin: 0,
  paddingInlineStart: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
});
export const comment = style({
  display: 'block',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.colors.text,
});
export const meta = style({ fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });
