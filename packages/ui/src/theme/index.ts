export { vars } from './contract.css';
export { lightThemeClass } from './light.css';
export { darkThemeClass } from './dark.css';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { darkPalette, lightPalette, type Palette } from './palettes';
export { contrastRatio, relativeLuminance } from './contrast';
export {
  breakpoints,
  controlSizes,
  dialogTransitionMs,
  iconSizes,
  navCollapseBreakpoint,
  notification,
  type Breakpoint,
  type Size,
} from './tokens';
export { darkSchemeQuery, mediaBetween, mediaDown, mediaUp, reducedMotionQuery } from './media';
export { useBreakpointUp, useMediaQuery } from './use-media-query';
export {
  THEME_STORAGE_KEY,
  ThemeProvider,
  useOptionalTheme,
  useTheme,
  type ResolvedTheme,
  type ThemeContextValue,
  type ThemeMode,
  type ThemeProviderProps,
} from './theme-provider';
