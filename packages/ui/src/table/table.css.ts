import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../theme/contract.css';
import { mediaDown } from '../theme/media';
import { breakpoints } from '../theme/tokens';

export const scroll = style({
  position: 'relative',
  width: '100%',
  overflow: 'auto',
  background: vars.colors.surfaceRaised,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
});

export const caption = style({
  captionSide: 'top',
  textAlign: 'start',
  padding: `${vars.space.md} ${vars.space.lg}`,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes.md,
});

export const headerCell = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndices.sticky,
  height: '36px',
  padding: `${vars.space.xs} ${vars.space.md}`,
  background: vars.colors.surfaceSunken,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.medium,
  letterSpacing: '0.02em',
  textAlign: 'start',
  whiteSpace: 'nowrap',
  borderBottom: `1px solid ${vars.colors.border}`,
  // A phone keeps three or four columns on screen: tighter gutters, and a two-word header may
  // wrap ("Points / lost"), instead of the table scrolling sideways.
  '@media': { [mediaDown('sm')]: { paddingInline: vars.space.sm, whiteSpace: 'normal' } },
});

export const sortButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: `0 calc(-1 * ${vars.space.xs})`,
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radii.sm,
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.colors.text, background: vars.colors.neutralSoft } },
});

export const sortIcon = recipe({
  base: { flexShrink: 0 },
  variants: { active: { true: { color: vars.colors.text }, false: { opacity: 0.7 } } },
});

/** Plain class on every body row, so cells can refer to it. */
export const rowBase = style({});

// Every body row answers the pointer, so the eye can follow a wide row to its actions.
globalStyle(`tbody > tr.${rowBase}:hover`, { background: vars.colors.surfaceSunken });

export const row = recipe({
  base: rowBase,
  variants: {
    interactive: {
      true: {
        cursor: 'pointer',
        selectors: {
          '&:hover': { background: vars.colors.neutralSoft },
          '&:focus-visible': { outlineOffset: '-2px' },
        },
      },
      false: {},
    },
    selected: {
      true: {
        background: vars.colors.accentSoft,
        selectors: { '&:hover': { background: vars.colors.accentSoft } },
      },
      false: {},
    },
  },
  defaultVariants: { interactive: false, selected: false },
});

export type TableRowVariants = NonNullable<RecipeVariants<typeof row>>;

export const cell = recipe({
  base: {
    padding: `${vars.space.xs} ${vars.space.md}`,
    height: '44px',
    verticalAlign: 'middle',
    '@media': { [mediaDown('sm')]: { paddingInline: vars.space.sm } },
    selectors: { [`${rowBase}:not(:last-child) > &`]: { borderBottom: `1px solid ${vars.colors.border}` } },
  },
  variants: {
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end', fontVariantNumeric: 'tabular-nums' },
    },
    nowrap: {
      true: { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis', maxWidth: '24rem' },
      false: {},
    },
  },
  defaultVariants: { align: 'start', nowrap: false },
});

// Links in cells read as the row's title, not as body-text links, yet still as something to open
// (not by colour alone): a faint underline that takes the link colour on hover.
globalStyle(`${rowBase} a`, {
  color: vars.colors.text,
  fontWeight: vars.fontWeights.medium,
  textDecorationLine: 'underline',
  textDecorationColor: vars.colors.borderStrong,
  textUnderlineOffset: '0.2em',
});
globalStyle(`${rowBase} a:hover`, { color: vars.colors.link, textDecorationColor: 'currentColor' });

/** Row actions stay quiet until the row is hovered or holds focus (pointer devices only). */
export const rowActions = style({
  display: 'inline-flex',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
  '@media': {
    '(hover: hover)': {
      opacity: 0,
      transition: 'opacity 120ms ease',
      selectors: { [`${rowBase}:hover &, ${rowBase}:focus-within &`]: { opacity: 1 } },
    },
  },
});

export const emptyCell = style({ padding: 0 });
export const spacer = style({ padding: 0, border: 0 });

/** A column left out below a breakpoint: its <col>, header and cells alike, so the others keep their widths. */
export const hiddenBelow = styleVariants(breakpoints, (_width, breakpoint) => ({
  '@media': { [mediaDown(breakpoint)]: { display: 'none' } },
}));
