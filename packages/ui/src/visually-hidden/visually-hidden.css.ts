import { style } from '@vanilla-extract/css';

/** The clip pattern screen readers still read (as Radix's VisuallyHidden renders it). */
export const hidden = style({
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
});
