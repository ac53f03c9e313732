import { darkPalette, lightPalette, type Palette } from './palettes';

// Theme-independent scales shared by both themes; only colours and shadows differ.

const shared = {
  space: {
    none: '0',
    xxs: '2px',
    xs: '4px',
    sm: '8px',
    md: '12px',
    lg: '16px',
    xl: '24px',
    xxl: '32px',
    xxxl: '48px',
  },
  radii: { none: '0', sm: '4px', md: '6px', lg: '10px', full: '9999px' },
  fonts: {
    body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    mono: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  },
  fontSizes: { xs: '0.75rem', sm: '0.875rem', md: '1rem', lg: '1.125rem', xl: '1.375rem', xxl: '1.75rem' },
  fontWeights: { regular: '400', medium: '500', bold: '650' },
  lineHeights: { tight: '1.25', normal: '1.5' },
  zIndices: { sticky: '2', drawer: '40', overlay: '50', toast: '60' },
};

function themeValues(colors: Palette, shadows: { sm: string; md: string; lg: string }) {
  return { ...shared, colors, shadows };
}

export const lightThemeValues = themeValues(lightPalette, {
  sm: '0 1px 2px rgba(16, 24, 40, 0.08)',
  md: '0 4px 12px rgba(16, 24, 40, 0.12)',
  lg: '0 16px 40px rgba(16, 24, 40, 0.18)',
});

export const darkThemeValues = themeValues(darkPalette, {
  sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
  md: '0 4px 12px rgba(0, 0, 0, 0.55)',
  lg: '0 16px 40px rgba(0, 0, 0, 0.6)',
});
