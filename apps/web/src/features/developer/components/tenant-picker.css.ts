import { vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const fieldset = style({ border: 'none', margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ fontWeight: 600, marginBottom: vars.space.xs, padding: 0 });
export const picked = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
/** The search results scroll inside the dialog rather than growing it. */
export const results = style({ maxHeight: 180, overflowY: 'auto' });
export const error = style({ color: vars.colors.textDanger, margin: 0 });
