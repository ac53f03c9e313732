import { mediaDown, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const small = style({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
  lineHeight: vars.lineHeights.normal,
});
export const muted = style({ margin: 0, fontSize: vars.fontSizes.xs, color: vars.colors.textMuted });
export const error = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textDanger });
// On a phone the filters sit two to a row, so the board starts within the first screen.
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': {
    [mediaDown('sm')]: {
      display: 'grid',
      gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
      gap: vars.space.xs,
    },
  },
});
export const filter = style({
  minWidth: 150,
  flex: '0 1 190px',
  '@media': { [mediaDown('sm')]: { minWidth: 0 } },
});
export const bulk = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  alignItems: 'end',
  padding: vars.space.sm,
  borderRadius: vars.radii.md,
  background: vars.colors.accentSoft,
  color: vars.colors.accentSoftText,
});
export const count = style({
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  alignSelf: 'center',
});
