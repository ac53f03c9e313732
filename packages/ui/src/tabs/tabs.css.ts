import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaDown } from '../theme/media';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // The base line is an inset shadow, not a border: the active tab's underline paints over it
  // without a negative margin, which made the list 1 px taller than its box and showed a
  // vertical scrollbar beside the tabs on phones.
  boxShadow: `inset 0 -1px 0 ${vars.colors.border}`,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollbarWidth: 'thin',
});

/**
 * Tabs that do not fit scroll sideways; a shadow at the edge that hides tabs says so (the
 * covers scroll with the content, the shadows stay put: no script needed).
 */
export const scrollHint = style({
  backgroundColor: vars.colors.surface,
  backgroundImage: [
    `linear-gradient(to right, ${vars.colors.surface} 30%, transparent)`,
    `linear-gradient(to left, ${vars.colors.surface} 30%, transparent)`,
    `radial-gradient(farthest-side at 0 50%, ${vars.colors.borderStrong}, transparent)`,
    `radial-gradient(farthest-side at 100% 50%, ${vars.colors.borderStrong}, transparent)`,
  ].join(', '),
  backgroundPosition: 'left center, right center, left center, right center',
  backgroundRepeat: 'no-repeat',
  backgroundSize: '40px 100%, 40px 100%, 14px 100%, 14px 100%',
  backgroundAttachment: 'local, local, scroll, scroll',
});

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  border: 0,
  borderBottom: '2px solid transparent',
  background: 'transparent',
  color: vars.colors.textMuted,
  font: 'inherit',
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  // Phones: tighter tabs, so three short ones (the sign-in page's) fit 320 px without scrolling.
  '@media': { [mediaDown('sm')]: { padding: `0 ${vars.space.sm}` } },
  selectors: {
    '&:hover': { color: vars.colors.text },
    '&[data-state="active"], &[aria-current="page"]': {
      color: vars.colors.text,
      borderBottomColor: vars.colors.accent,
    },
    '&:disabled': { opacity: 0.55, cursor: 'not-allowed' },
  },
});

export const content = style({ paddingTop: vars.space.lg, outline: 'none' });

export const count = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radii.full,
  background: vars.colors.neutralSoft,
  color: vars.colors.neutralSoftText,
  fontSize: vars.fontSizes.xs,
});
