import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

/** A grant id is read (and quoted to the owners) whole: never broken at its hyphens. */
export const grantId = style({ whiteSpace: 'nowrap', fontFamily: vars.fonts.mono });
