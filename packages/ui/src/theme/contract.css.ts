import { createThemeContract } from '@vanilla-extract/css';
import type { Palette } from './palettes';

const colors: Record<keyof Palette, null> = {
  surface: null,
  surfaceRaised: null,
  surfaceSunken: null,
  overlay: null,
  text: null,
  textMuted: null,
  border: null,
  borderStrong: null,
  focusRing: null,
  link: null,
  accent: null,
  accentHover: null,
  accentText: null,
  accentSoft: null,
  accentSoftText: null,
  neutralSoft: null,
  neutralSoftText: null,
  danger: null,
  dangerHover: null,
  dangerText: null,
  dangerSoft: null,
  dangerSoftText: null,
  success: null,
  successText: null,
  successSoft: null,
  successSoftText: null,
  warning: null,
  warningText: null,
  warningSoft: null,
  warningSoftText: null,
  skeleton: null,
};

/** The theme contract: every component reads colours, spacing and type from these CSS variables. */
export const vars = createThemeContract({
  colors,
  space: { none: null, xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null, xxxl: null },
  radii: { none: null, sm: null, md: null, lg: null, full: null },
  fonts: { body: null, mono: null },
  fontSizes: { xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  fontWeights: { regular: null, medium: null, bold: null },
  lineHeights: { tight: null, normal: null },
  shadows: { sm: null, md: null, lg: null },
  zIndices: { sticky: null, drawer: null, overlay: null, toast: null },
});
