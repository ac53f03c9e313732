import { mediaUp, vars } from '@assay/ui/theme';
import { statusButton } from '@assay/views/answers/styles';
import { globalStyle, style, styleVariants } from '@vanilla-extract/css';

// The answering pieces' styles live with them in @assay/views/answers; the workspace uses them too.
export { fieldLabel, panelRef, prose } from '@assay/views/answers/styles';

/** Domains | controls | the current control, from 1024 px; stacked (current control first) below. */
export const layout = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"panel" "list"',
  '@media': {
    [mediaUp('md')]: {
      gridTemplateColumns: '220px minmax(0, 1fr) minmax(0, 1.1fr)',
      gridTemplateAreas: '"nav list panel"',
      alignItems: 'start',
    },
  },
});

export const nav = style({
  gridArea: 'nav',
  display: 'none',
  '@media': { [mediaUp('md')]: { display: 'block', position: 'sticky', top: vars.space.md } },
});

export const listArea = style({ gridArea: 'list', minWidth: 0 });
export const panelArea = style({
  gridArea: 'panel',
  minWidth: 0,
  '@media': {
    [mediaUp('md')]: {
      position: 'sticky',
      top: vars.space.md,
      maxHeight: 'calc(100vh - 96px)',
      overflowY: 'auto',
    },
  },
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });

export const filterButton = style({
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
  color: vars.colors.textMuted,
  borderRadius: vars.radii.full,
  padding: `2px ${vars.space.sm}`,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.medium,
  cursor: 'pointer',
  minHeight: 28,
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.colors.accentSoft,
      color: vars.colors.accentSoftText,
      borderColor: vars.colors.accent,
    },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 2 },
  },
});

/** The scroll area of the virtualised list. */
export const scroller = style({
  height: 'min(70vh, 720px)',
  overflowY: 'auto',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  background: vars.colors.surfaceRaised,
  position: 'relative',
  outline: 'none',
  selectors: { '&:focus-visible': { boxShadow: `0 0 0 2px ${vars.colors.focusRing}` } },
  '@media': { [mediaUp('md')]: { height: 'calc(100vh - 260px)', minHeight: 420 } },
});

export const rowBase = style({
  position: 'absolute',
  left: 0,
  right: 0,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `0 ${vars.space.md}`,
  borderBottom: `1px solid ${vars.colors.border}`,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.text,
});

export const domainRow = style([
  rowBase,
  {
    background: vars.colors.surfaceSunken,
    fontWeight: vars.fontWeights.medium,
    fontSize: vars.fontSizes.xs,
    color: vars.colors.textMuted,
    textTransform: 'uppercase',
    letterSpacing: '0.04em',
    justifyContent: 'space-between',
  },
]);

export const controlRow = style([
  rowBase,
  {
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.colors.neutralSoft },
      '&[aria-selected="true"]': {
        background: vars.colors.accentSoft,
        boxShadow: `inset 3px 0 0 ${vars.colors.accent}`,
      },
    },
  },
]);

export const rowRef = style({
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
  flex: '0 0 auto',
  minWidth: 64,
});
export const rowTitle = style({
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});
export const rowMeta = style({ flex: '0 0 auto', display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const dot = style({ width: 8, height: 8, borderRadius: '50%', flex: '0 0 auto' });
export const dotTone = styleVariants({
  met: { background: vars.colors.success },
  partial: { background: vars.colors.warning },
  not_met: { background: vars.colors.danger },
  not_applicable: { background: vars.colors.borderStrong },
  exception: { background: vars.colors.accent },
  none: { background: 'transparent', border: `1.5px solid ${vars.colors.borderStrong}` },
});

export const maturityGroup = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xxs });
export const maturityButton = style([
  statusButton,
  { minHeight: 32, minWidth: 40, flexDirection: 'row', padding: `0 ${vars.space.sm}` },
]);
globalStyle(`${maturityButton}[aria-pressed="true"]`, {
  background: vars.colors.accentSoft,
  color: vars.colors.accentSoftText,
  borderColor: vars.colors.accent,
});

/** The assignee picker and its whole-domain action. */
export const assignment = style({ display: 'grid', gap: vars.space.xs, justifyItems: 'start' });

export const domainButton = style({
  display: 'grid',
  gap: 4,
  width: '100%',
  textAlign: 'start',
  border: 0,
  background: 'none',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radii.md,
  color: vars.colors.text,
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.colors.neutralSoft },
    '&[aria-current="true"]': { background: vars.colors.accentSoft, color: vars.colors.accentSoftText },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 1 },
  },
});

export const domainName = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.xs });
export const domainCount = style({
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.xs,
  fontVariantNumeric: 'tabular-nums',
});
export const miniTrack = style({
  height: 4,
  borderRadius: 2,
  background: vars.colors.neutralSoft,
  overflow: 'hidden',
});
export const miniFill = style({ height: '100%', background: vars.colors.accent });

export const compare = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: '1fr 1fr' } },
});
export const compareSide = style({
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  padding: vars.space.md,
  display: 'grid',
  gap: vars.space.xs,
  fontSize: vars.fontSizes.sm,
});

export const shortcutTable = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.fontSizes.sm,
});
globalStyle(`${shortcutTable} td, ${shortcutTable} th`, {
  padding: `${vars.space.xs} 0`,
  borderBottom: `1px solid ${vars.colors.border}`,
  textAlign: 'start',
  fontWeight: vars.fontWeights.regular,
});
