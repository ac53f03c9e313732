import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const note = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
