import { mediaUp, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

/** Filters: two across on phones (the action across both), five across from the md breakpoint. */
export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' } },
});

export const wide = style({ gridColumn: '1 / -1', '@media': { [mediaUp('md')]: { gridColumn: 'auto' } } });

/** The log an entry sits in: a badge for the platform's, then the organisation it concerns. */
export const log = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '100%',
  overflow: 'hidden',
});

/** One line at most 14rem wide, cut with an ellipsis. */
export const cut = style({
  display: 'block',
  maxWidth: '14rem',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const target = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted });
