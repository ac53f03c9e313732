import { assignVars, globalStyle } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { darkThemeClass } from './dark.css';
import { lightThemeClass } from './light.css';
import { darkSchemeQuery, reducedMotionQuery } from './media';
import { darkThemeValues, lightThemeValues } from './values';

// Before (or without) ThemeProvider the page follows the operating system's colour scheme.
// `:where()` keeps this at zero specificity so an explicit theme class always wins.
globalStyle(':where(:root)', {
  vars: assignVars(vars, lightThemeValues),
  colorScheme: 'light',
  '@media': {
    [darkSchemeQuery]: { vars: assignVars(vars, darkThemeValues), colorScheme: 'dark' },
  },
});
globalStyle(`.${lightThemeClass}`, { colorScheme: 'light' });
globalStyle(`.${darkThemeClass}`, { colorScheme: 'dark' });

globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('body', {
  margin: 0,
  fontFamily: vars.fonts.body,
  fontSize: vars.fontSizes.md,
  lineHeight: vars.lineHeights.normal,
  color: vars.colors.text,
  background: vars.colors.surface,
  WebkitFontSmoothing: 'antialiased',
});

globalStyle('a', { color: vars.colors.link });

globalStyle(':focus-visible', {
  outline: `2px solid ${vars.colors.focusRing}`,
  outlineOffset: '2px',
});

// Respect reduced motion everywhere: animations and transitions finish at once
// (a tiny duration rather than none, so animationend still fires for Radix presence).
globalStyle('*, *::before, *::after', {
  '@media': {
    [reducedMotionQuery]: {
      animationDuration: '0.01ms !important',
      animationIterationCount: '1 !important',
      transitionDuration: '0.01ms !important',
      scrollBehavior: 'auto',
    },
  },
});
