import { vars } from '@assay/ui/theme';
import { style, styleVariants } from '@vanilla-extract/css';

export const statusGroup = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
  gap: vars.space.xs,
});

export const statusButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 2,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  border: `1px solid ${vars.colors.border}`,
  borderRadius: vars.radii.md,
  background: vars.colors.surface,
  color: vars.colors.text,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  cursor: 'pointer',
  minHeight: 48,
  selectors: {
    '&:hover:not(:disabled)': { borderColor: vars.colors.borderStrong },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: 2 },
    '&:disabled': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const statusPressed = styleVariants({
  met: {
    background: vars.colors.successSoft,
    color: vars.colors.successSoftText,
    borderColor: vars.colors.success,
  },
  partial: {
    background: vars.colors.warningSoft,
    color: vars.colors.warningSoftText,
    borderColor: vars.colors.warning,
  },
  not_met: {
    background: vars.colors.dangerSoft,
    color: vars.colors.dangerSoftText,
    borderColor: vars.colors.danger,
  },
  not_applicable: {
    background: vars.colors.neutralSoft,
    color: vars.colors.neutralSoftText,
    borderColor: vars.colors.borderStrong,
  },
});

export const keyHint = style({
  fontSize: vars.fontSizes.xs,
  color: 'inherit',
  opacity: 0.75,
  fontFamily: vars.fonts.mono,
});

export const fieldLabel = style({
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  color: vars.colors.text,
  margin: 0,
});

export const prose = style({
  margin: 0,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
  lineHeight: vars.lineHeights.normal,
  whiteSpace: 'pre-line',
});

export const panelRef = style({
  fontFamily: vars.fonts.mono,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
});

export const saveStatus = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSizes.sm,
  color: vars.colors.textMuted,
  whiteSpace: 'nowrap',
});

export const evidenceList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const evidenceItem = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.fontSizes.sm,
  minWidth: 0,
});

export const evidenceLink = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  minWidth: 0,
  flex: '1 1 auto',
  color: vars.colors.link,
});

export const grow = style({ flex: '1 1 auto', minWidth: 0 });
