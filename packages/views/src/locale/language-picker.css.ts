import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const picker = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

export const select = style({ font: 'inherit', color: 'inherit' });
