import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const facts = style({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
  lineHeight: vars.lineHeights.normal,
});
export const error = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textDanger });
