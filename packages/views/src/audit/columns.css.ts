import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

/** What a user typed (a name) and the fields a change touched, after the service's own sentence. */
export const subject = style({ color: vars.colors.textMuted });
