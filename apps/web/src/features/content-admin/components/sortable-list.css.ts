import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const item = style({
  position: 'relative',
  background: vars.colors.surfaceRaised,
  selectors: { '& + &': { borderTop: `1px solid ${vars.colors.border}` } },
});

export const dragging = style([item, { zIndex: 2, boxShadow: vars.shadows.md, borderRadius: vars.radii.md }]);

export const handle = style({ cursor: 'grab', touchAction: 'none', flexShrink: 0 });
