import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkPalette, lightPalette, type Palette } from './palettes';

type Pair = [foreground: keyof Palette, background: keyof Palette];

const surfaces = ['surface', 'surfaceRaised', 'surfaceSunken'] as const;
const textOnSurfaces: Pair[] = surfaces.flatMap((surface) =>
  (
    [
      'text',
      'textMuted',
      'link',
      'accentSoftText',
      'dangerSoftText',
      'successSoftText',
      'warningSoftText',
    ] as const
  ).map((text): Pair => [text, surface]),
);
const textOnFills: Pair[] = [
  ['accentText', 'accent'],
  ['accentText', 'accentHover'],
  ['dangerText', 'danger'],
  ['dangerText', 'dangerHover'],
  ['successText', 'success'],
  ['warningText', 'warning'],
  ['accentSoftText', 'accentSoft'],
  ['neutralSoftText', 'neutralSoft'],
  ['dangerSoftText', 'dangerSoft'],
  ['successSoftText', 'successSoft'],
  ['warningSoftText', 'warningSoft'],
  ['text', 'accentSoft'],
  ['text', 'neutralSoft'],
  ['textMuted', 'neutralSoft'],
];
// WCAG 1.4.11: component boundaries and the focus indicator need 3:1.
const nonText: Pair[] = (['surface', 'surfaceRaised'] as const).flatMap((surface) =>
  (['borderStrong', 'focusRing', 'accent', 'danger'] as const).map((part): Pair => [part, surface]),
);

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('%s palette', (_name, palette) => {
  it.each([...textOnSurfaces, ...textOnFills])('%s on %s reaches 4.5:1 (WCAG AA text)', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(nonText)('%s on %s reaches 3:1 (WCAG non-text)', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
