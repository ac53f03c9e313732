import { mediaUp, vars } from '@assay/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const summary = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.sm,
  rowGap: vars.space.xs,
});

export const planName = style({ fontSize: vars.fontSizes.lg, fontWeight: vars.fontWeights.bold });

export const muted = style({ color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });

export const plans = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.md,
  gridTemplateColumns: '1fr',
  '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
});

const planBase = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderRadius: vars.radii.md,
  border: `1px solid ${vars.colors.border}`,
  background: vars.colors.surface,
});

export const plan = styleVariants({
  other: [planBase],
  current: [
    planBase,
    { borderColor: vars.colors.accent, boxShadow: `inset 0 0 0 1px ${vars.colors.accent}` },
  ],
});

export const planHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const price = style({ fontSize: vars.fontSizes.md, fontWeight: vars.fontWeights.medium });

export const limits = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  fontSize: vars.fontSizes.sm,
  flex: 1,
});

export const limit = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs });

export const unavailable = style({ color: vars.colors.textMuted });

export const blockers = style({ margin: `${vars.space.xs} 0 0`, paddingLeft: vars.space.lg });
