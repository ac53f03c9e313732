import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaUp } from '../theme/media';
import { dialogTransitionMs } from '../theme/tokens';

export const topBarHeight = '56px';

export const root = style({
  minHeight: '100dvh',
  display: 'flex',
  flexDirection: 'column',
  background: vars.colors.surface,
});

export const skipLink = style({
  position: 'absolute',
  top: vars.space.sm,
  left: vars.space.sm,
  zIndex: vars.zIndices.toast,
  padding: `${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radii.md,
  background: vars.colors.accent,
  color: vars.colors.onAccent,
  fontWeight: vars.fontWeights.medium,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: { '&:focus, &:focus-visible': { transform: 'translateY(0)' } },
});

export const topBar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndices.drawer,
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  height: topBarHeight,
  paddingInline: vars.space.md,
  background: vars.colors.surfaceRaised,
  borderBottom: `1px solid ${vars.colors.border}`,
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.xs,
  color: vars.colors.text,
  fontWeight: vars.fontWeights.bold,
  fontSize: vars.fontSizes.lg,
  textDecoration: 'none',
  borderRadius: vars.radii.sm,
});

export const topBarEnd = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  marginInlineStart: 'auto',
});

export const body = style({ display: 'flex', flex: 1, minHeight: 0 });

// The sidebar column stretches to the page's full height, so its background and border run to
// the bottom of a long page (and of a full-page capture); the navigation inside it sticks under
// the top bar and scrolls on its own when taller than the window.
export const sidebar = style({
  width: '248px',
  flexShrink: 0,
  background: vars.colors.surfaceRaised,
  borderRight: `1px solid ${vars.colors.border}`,
});

export const sidebarPane = style({
  position: 'sticky',
  top: topBarHeight,
  maxHeight: `calc(100dvh - ${topBarHeight})`,
  overflowY: 'auto',
  padding: vars.space.md,
});

export const navList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const navLink = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: '40px',
  padding: `0 ${vars.space.md}`,
  borderRadius: vars.radii.md,
  color: vars.colors.text,
  fontSize: vars.fontSizes.sm,
  fontWeight: vars.fontWeights.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.colors.neutralSoft },
    '&[aria-current="page"]': { background: vars.colors.accentSoft, color: vars.colors.accentSoftText },
  },
});

export const navBadge = style({ marginInlineStart: 'auto' });

export const content = style({ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 });

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: '1440px',
  marginInline: 'auto',
  padding: vars.space.lg,
  outline: 'none',
  '@media': { [mediaUp('md')]: { padding: `${vars.space.xl} ${vars.space.xxl}` } },
});

const duration = `${dialogTransitionMs}ms`;
const slideIn = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } });
const slideOut = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-100%)' } });

export const drawer = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndices.overlay,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  width: 'min(300px, 85vw)',
  padding: vars.space.md,
  overflowY: 'auto',
  background: vars.colors.surfaceRaised,
  boxShadow: vars.shadows.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${slideIn} ${duration} cubic-bezier(0.16, 1, 0.3, 1)` },
    '&[data-state="closed"]': { animation: `${slideOut} ${duration} ease-in` },
  },
});

export const drawerHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});
export const drawerTitle = style({
  margin: 0,
  fontSize: vars.fontSizes.lg,
  fontWeight: vars.fontWeights.bold,
});

// Printing (a report's "Save as PDF"): only the page's content, full width, no chrome.
globalStyle(`${topBar}, ${sidebar}, ${skipLink}`, { '@media': { print: { display: 'none' } } });
globalStyle(`${main}`, { '@media': { print: { padding: 0, maxWidth: 'none' } } });
globalStyle(`${root}`, { '@media': { print: { minHeight: 0, background: 'none' } } });

export const accountTrigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  maxWidth: '280px',
  minHeight: '40px',
  padding: `0 ${vars.space.xs}`,
  border: 0,
  borderRadius: vars.radii.md,
  background: 'transparent',
  color: vars.colors.text,
  font: 'inherit',
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover, &[data-state="open"]': { background: vars.colors.neutralSoft },
    '&:focus-visible': { outline: `2px solid ${vars.colors.focusRing}`, outlineOffset: '2px' },
  },
});

export const avatar = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '28px',
  height: '28px',
  borderRadius: '50%',
  background: vars.colors.accentSoft,
  color: vars.colors.accentSoftText,
  fontSize: vars.fontSizes.xs,
  fontWeight: vars.fontWeights.bold,
});

// A phone's top bar shows the initials only; the name stays the button's accessible name.
export const accountName = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  '@media': {
    'screen and (max-width: 599px)': {
      position: 'absolute',
      width: 1,
      height: 1,
      margin: -1,
      clip: 'rect(0, 0, 0, 0)',
    },
  },
});

export const accountWho = style({
  display: 'block',
  color: vars.colors.text,
  fontWeight: vars.fontWeights.medium,
});
export const accountDetail = style({ display: 'block' });
