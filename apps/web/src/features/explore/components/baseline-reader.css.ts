import { mediaUp, vars } from '@assay/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

export const reader = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  alignSelf: 'flex-start',
  fontSize: vars.fontSizes.sm,
  color: vars.colors.link,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  borderBottom: `1px solid ${vars.colors.border}`,
});
export const badges = style({ display: 'flex', gap: vars.space.xs });
export const title = style({
  margin: 0,
  fontSize: vars.fontSizes.xl,
  fontWeight: vars.fontWeights.bold,
  lineHeight: vars.lineHeights.tight,
});
export const description = style({ margin: 0, color: vars.colors.textMuted, maxWidth: '72ch' });
export const headerFoot = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const counts = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });

export const layout = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': { [mediaUp('md')]: { gridTemplateColumns: '240px minmax(0, 1fr)', alignItems: 'start' } },
});

export const domainNav = style({ '@media': { [mediaUp('md')]: { position: 'sticky', top: vars.space.lg } } });
export const domainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
});
export const domainLink = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
  textDecoration: 'none',
  ':hover': { background: vars.colors.neutralSoft },
});
export const domainCount = style({ color: vars.colors.textMuted, fontVariantNumeric: 'tabular-nums' });

export const domains = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl, minWidth: 0 });
export const domain = style({ scrollMarginTop: vars.space.lg });
export const domainTitle = style({
  margin: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.fontSizes.md,
  fontWeight: vars.fontWeights.bold,
});
export const controls = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  background: vars.colors.surfaceRaised,
});
export const control = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  scrollMarginTop: vars.space.lg,
  selectors: {
    '& + &': { borderTop: `1px solid ${vars.colors.border}` },
    '&:target': { boxShadow: `inset 3px 0 0 ${vars.colors.accent}` },
  },
});
export const controlHead = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm });
export const ref = style({
  flexShrink: 0,
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.textMuted,
  padding: `1px ${vars.space.xs}`,
  borderRadius: vars.radii.sm,
  background: vars.colors.neutralSoft,
});
export const controlTitle = style({
  margin: 0,
  fontSize: vars.fontSizes.md,
  fontWeight: vars.fontWeights.medium,
});
export const text = style({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
  whiteSpace: 'pre-line',
  maxWidth: '80ch',
});
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
});
export const guidance = style({ fontSize: vars.fontSizes.sm });
globalStyle(`${guidance} > summary`, { cursor: 'pointer', color: vars.colors.link, width: 'fit-content' });
