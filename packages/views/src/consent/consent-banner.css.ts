import { controlSizes, mediaUp, vars } from '@assay/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

/** Pinned to the bottom of the window, above the page, never covering the whole screen. */
export const banner = style({
  position: 'fixed',
  insetInline: vars.space.sm,
  bottom: vars.space.sm,
  zIndex: vars.zIndices.toast,
  maxWidth: '44rem',
  marginInline: 'auto',
  padding: vars.space.md,
  background: vars.colors.surfaceRaised,
  color: vars.colors.text,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.lg,
  boxShadow: vars.shadows.lg,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  '@media': {
    [mediaUp('sm')]: { flexDirection: 'row', alignItems: 'center', gap: vars.space.md },
  },
});

export const text = style({ margin: 0, fontSize: vars.fontSizes.sm, lineHeight: 1.5, flex: 1 });

export const title = style({ fontWeight: vars.fontWeights.bold });

/**
 * Accept and reject side by side, the same size and weight: neither is the easier one. On a
 * phone a long label (French, Dutch) wraps inside its button instead of running out of it.
 */
export const choices = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.sm,
  flexShrink: 0,
  // Beside the text (wider screens), long labels wrap rather than squeeze the text to a column.
  '@media': { [mediaUp('sm')]: { maxWidth: '24rem' } },
});

globalStyle(`${choices} > button`, {
  minWidth: 0,
  height: 'auto',
  minHeight: `${controlSizes.md}px`,
  paddingBlock: vars.space.xs,
  whiteSpace: 'normal',
  lineHeight: vars.lineHeights.tight,
});
