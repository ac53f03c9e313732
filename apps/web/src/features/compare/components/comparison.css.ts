import { vars } from '@assay/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

// The heatmap is a real table; it scrolls sideways inside its own region on narrow screens.
export const scroller = style({
  overflowX: 'auto',
  maxWidth: '100%',
  borderRadius: vars.radii.md,
  ':focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 2 },
});
export const heatmap = style({
  borderCollapse: 'separate',
  borderSpacing: 2,
  fontSize: vars.fontSizes.sm,
  fontVariantNumeric: 'tabular-nums',
  minWidth: '100%',
});
export const caption = style({ margin: 0, color: vars.colors.textMuted, fontSize: vars.fontSizes.xs });
export const columnHeader = style({
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
  textAlign: 'center',
  padding: `${vars.space.xs} ${vars.space.xs}`,
  verticalAlign: 'bottom',
  minWidth: 72,
  maxWidth: 140,
});
export const rowHeader = style({
  fontWeight: vars.fontWeights.medium,
  textAlign: 'start',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  whiteSpace: 'nowrap',
  maxWidth: 220,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  position: 'sticky',
  insetInlineStart: 0,
  background: vars.colors.surface,
  zIndex: 1,
});
export const highlighted = style({
  boxShadow: `inset 3px 0 0 ${vars.colors.accent}`,
  color: vars.colors.accentSoftText,
});
export const medianRow = style({ color: vars.colors.textMuted, fontStyle: 'italic' });
export const cell = style({ padding: 0, textAlign: 'center', borderRadius: vars.radii.sm, minWidth: 72 });
export const cellLink = style({
  display: 'block',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radii.sm,
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 1 },
});
export const plain = style({ display: 'block', padding: `${vars.space.xs} ${vars.space.sm}` });
export const band = styleVariants({
  high: { background: vars.colors.successSoft, color: vars.colors.successSoftText },
  middle: { background: vars.colors.warningSoft, color: vars.colors.warningSoftText },
  low: { background: vars.colors.dangerSoft, color: vars.colors.dangerSoftText },
  none: { background: vars.colors.neutralSoft, color: vars.colors.neutralSoftText },
});
export const selectedCell = style({ outline: `2px solid ${vars.colors.accent}`, outlineOffset: -2 });
export const delta = style({
  display: 'block',
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.medium,
});
export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
});
export const swatch = style({
  display: 'inline-block',
  width: 12,
  height: 12,
  borderRadius: 3,
  marginInlineEnd: vars.space.xs,
  verticalAlign: 'middle',
});
export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  alignItems: 'flex-end',
  justifyContent: 'space-between',
});
export const note = style({ margin: 0, color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });
export const number = style({ fontVariantNumeric: 'tabular-nums' });
// The ranking's tenant names open the tenant, so they look like links (the UI kit's link colour,
// underlined) rather than the quiet row titles a table's links otherwise are; doubled to outrank that rule.
export const tenantLink = style({
  selectors: {
    '&&': { color: vars.colors.link, textDecoration: 'underline', fontWeight: vars.fontWeights.regular },
  },
});
