import { mediaDown, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

/** The active organisation's name on the trigger: cut short on a phone rather than push the bar. */
export const name = style({
  display: 'inline-block',
  maxWidth: '22ch',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'bottom',
  '@media': { [mediaDown('sm')]: { maxWidth: '12ch' } },
});

/** One membership: the organisation's name, and the role there after it on the same line (a menu item is one line high). */
export const item = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: vars.space.md,
  width: '100%',
});

export const role = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });
