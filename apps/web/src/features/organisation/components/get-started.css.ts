import { vars } from '@assay/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const step = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  padding: `${vars.space.md} 0`,
  selectors: { '& + &': { borderTop: `1px solid ${vars.colors.border}` } },
});

const markerBase = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '22px',
  height: '22px',
  borderRadius: vars.radii.full,
});

export const marker = styleVariants({
  done: [markerBase, { background: vars.colors.success, color: vars.colors.onSuccess }],
  todo: [markerBase, { border: `1.5px dashed ${vars.colors.borderStrong}` }],
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

const labelBase = style({ fontWeight: vars.fontWeights.medium });
export const label = styleVariants({
  done: [labelBase, { color: vars.colors.textMuted, textDecoration: 'line-through' }],
  todo: [labelBase],
});

export const doneNote = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
});

export const description = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
