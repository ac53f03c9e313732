import { lightPalette, vars } from '@assay/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** The organisation's accent colour (a validated hex set inline on the report), or the theme's. */
export const ACCENT_PROPERTY = '--report-accent';
const accent = `var(${ACCENT_PROPERTY}, ${vars.colors.accent})`;

// One column that may shrink below its content (minmax(0, …)): a table's longest words must not
// widen the whole report past a phone's screen.
export const report = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.xl,
  maxWidth: 900,
  marginInline: 'auto',
  color: vars.colors.text,
  fontSize: vars.fontSizes.sm,
  lineHeight: vars.lineHeights.normal,
  '@media': {
    print: { maxWidth: 'none', gap: '8mm', fontSize: '10pt', color: '#111' },
  },
});

export const cover = style({
  display: 'grid',
  gap: vars.space.sm,
  paddingBottom: vars.space.lg,
  borderBottom: `4px solid ${accent}`,
});

export const brand = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes.md,
  color: accent,
});
export const logo = style({ height: 40, width: 'auto', maxWidth: 160, objectFit: 'contain' });
export const title = style({ margin: 0, fontSize: vars.fontSizes.xxl, lineHeight: vars.lineHeights.tight });
export const subtitle = style({ margin: 0, color: vars.colors.textMuted, fontSize: vars.fontSizes.md });

export const section = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.md,
  breakInside: 'auto',
});
export const sectionTitle = style({
  margin: 0,
  fontSize: vars.fontSizes.lg,
  paddingBottom: vars.space.xs,
  borderBottom: `1px solid ${vars.colors.border}`,
  breakAfter: 'avoid',
});
export const appendix = style([section, { '@media': { print: { breakBefore: 'page' } } }]);

export const figures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(140px, 1fr))',
  gap: vars.space.md,
});
export const figure = style({
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  breakInside: 'avoid',
});
export const figureValue = style({
  fontSize: vars.fontSizes.xxl,
  fontWeight: vars.fontWeights.bold,
  lineHeight: 1.1,
  color: accent,
});
export const figureLabel = style({
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSizes.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.colors.border}`,
  // Long words (German headers, control titles) break, in the report's language where it can, so
  // the tables fit a phone instead of widening the page.
  hyphens: 'auto',
  overflowWrap: 'anywhere',
});
globalStyle(`${table} th`, {
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
  textTransform: 'uppercase',
  letterSpacing: '0.03em',
});
globalStyle(`${table} tr`, { breakInside: 'avoid' });
globalStyle(`${table} thead`, { display: 'table-header-group' });
export const num = style({ textAlign: 'end', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const bar = style({
  height: 10,
  borderRadius: 5,
  background: accent,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
});
export const barTrack = style({
  height: 10,
  borderRadius: 5,
  background: vars.colors.neutralSoft,
  printColorAdjust: 'exact',
  WebkitPrintColorAdjust: 'exact',
  minWidth: 120,
});

export const gap = style({
  breakInside: 'avoid',
  borderInlineStart: `3px solid ${accent}`,
  paddingInlineStart: vars.space.md,
  display: 'grid',
  gap: vars.space.xxs,
});
export const ref = style({
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
});
export const muted = style({ color: vars.colors.textMuted });
export const guidance = style({ margin: 0, whiteSpace: 'pre-line' });
export const wrapAnywhere = style({ overflowWrap: 'anywhere' });

// On paper the report is always light, whatever theme the screen uses.
globalStyle('[data-report]', {
  '@media': {
    print: {
      vars: Object.fromEntries(
        Object.entries(vars.colors).map(([name, cssVar]) => [
          cssVar,
          lightPalette[name as keyof typeof lightPalette],
        ]),
      ),
      // White paper: the app's grey page colour is not printed behind the report.
      background: lightPalette.surfaceRaised,
    },
  },
});

/** On screen only: the report's toolbar is not part of the printed pages. */
export const toolbar = style({ '@media': { print: { display: 'none' } } });

/** The way back, centred on the row of controls beside it (which carry a label above). */
export const toolbarBack = style({ display: 'inline-flex', alignItems: 'center', minHeight: '40px' });
