import { mediaUp, vars } from '@assay/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.link,
  textDecoration: 'none',
  ':hover': { textDecoration: 'underline' },
});

export const status = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.fontSizes.sm,
});
export const statusTone = styleVariants({
  ok: { color: vars.colors.textMuted },
  muted: { color: vars.colors.textMuted },
  warn: { color: vars.colors.text, fontWeight: vars.fontWeights.medium },
});

export const fields = style({
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});
export const wide = style({ '@media': { [mediaUp('sm')]: { gridColumn: 'span 2' } } });
export const full = style({ gridColumn: '1 / -1' });

export const domainRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xs} 0`,
});
export const grow = style({ flex: 1, minWidth: 0 });
export const count = style({
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
  whiteSpace: 'nowrap',
  minWidth: '6.5em',
  textAlign: 'end',
});

export const controlRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: `${vars.space.xs} 0`,
});
export const controlSummary = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minWidth: 0,
});
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
  flex: 1,
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  fontSize: vars.fontSizes.sm,
});
export const controlMeta = style({
  flexShrink: 0,
  fontSize: vars.fontSizes.xs,
  color: vars.colors.textMuted,
  whiteSpace: 'nowrap',
  '@media': { 'screen and (max-width: 599.98px)': { display: 'none' } },
});
export const empty = style({ margin: 0, fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
