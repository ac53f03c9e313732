import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const factorList = style({ listStyle: 'none', margin: 0, padding: 0 });

export const factor = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: `${vars.space.sm} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.colors.border}` } },
});

export const factorName = style({ fontWeight: vars.fontWeights.medium });

export const factorDetail = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

// Dark on white in both themes: a phone's camera reads it only so.
export const qr = style({
  alignSelf: 'center',
  lineHeight: 0,
  borderRadius: vars.radii.md,
  overflow: 'hidden',
});

export const secret = style({
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.sm,
  overflowWrap: 'anywhere',
  userSelect: 'all',
});
