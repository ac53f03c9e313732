// What the page shows before any script has run: each app's index.html holds a
// `<div data-boot role="status">` inside #root, styled here (static CSS in the entry's
// stylesheet, so it paints with the HTML). React replaces it when the app mounts, so a slow
// network or a guest's deep link never shows a blank page.
import { globalStyle, keyframes } from '@vanilla-extract/css';
import { darkPalette, lightPalette } from '../theme/palettes';
import { darkSchemeQuery, reducedMotionQuery } from '../theme/media';
import { lightThemeValues } from '../theme/values';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

globalStyle('html:has([data-boot])', {
  background: lightPalette.surface,
  '@media': { [darkSchemeQuery]: { background: darkPalette.surface } },
});

globalStyle('[data-boot]', {
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.75rem',
  minHeight: '60vh',
  fontFamily: lightThemeValues.fonts.body,
  fontSize: lightThemeValues.fontSizes.sm,
  color: lightPalette.textMuted,
  '@media': { [darkSchemeQuery]: { color: darkPalette.textMuted } },
});

globalStyle('[data-boot]::before', {
  content: '""',
  width: '1rem',
  height: '1rem',
  borderRadius: '50%',
  border: `2px solid ${lightPalette.skeleton}`,
  borderTopColor: lightPalette.accent,
  animation: `${spin} 0.8s linear infinite`,
  '@media': {
    [darkSchemeQuery]: { borderColor: darkPalette.skeleton, borderTopColor: darkPalette.accent },
    [reducedMotionQuery]: { animation: 'none' },
  },
});
