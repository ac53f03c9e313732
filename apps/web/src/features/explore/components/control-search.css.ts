import { mediaUp, vars } from '@assay/ui/theme';
import { style } from '@vanilla-extract/css';

export const filterBar = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const searchField = style({ maxWidth: '640px' });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.sm,
  alignItems: 'end',
  '@media': { [mediaUp('sm')]: { display: 'flex', flexWrap: 'wrap', gap: vars.space.md } },
});

export const clear = style({ alignSelf: 'flex-end' });

export const summary = style({ fontSize: vars.fontSizes.sm, color: vars.colors.textMuted, margin: 0 });
