import { mediaUp, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

/** The recipient search and its buttons on one line; stacked on phones. */
export const search = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'minmax(0, 24rem) auto auto' } },
});

/** A cell's error message: one or two lines, the rest on the mail's page. */
export const clipped = style({
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  overflowWrap: 'anywhere',
  maxWidth: '28rem',
});

/** The HTML preview: a sandboxed frame on a white page (mail clients show mail on white). */
export const frame = style({
  display: 'block',
  width: '100%',
  height: '24rem',
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: '#fff',
});

/** The plain-text body as sent, wrapped. */
export const text = style({
  margin: 0,
  padding: vars.space.md,
  maxHeight: '24rem',
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.sm,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surfaceSunken,
});

/** A mail's recipients and time under its subject on phones, where their own columns are hidden. */
export const phoneOnly = style({
  display: 'block',
  marginTop: vars.space.xxs,
  color: vars.colors.textMuted,
  fontSize: vars.fontSizes.sm,
  overflowWrap: 'anywhere',
  '@media': { [mediaUp('sm')]: { display: 'none' } },
});
