import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkPalette, lightPalette, type Palette } from './palettes';

type Token = keyof Palette;
type Pair = [foreground: Token, background: Token];

// The pairs come from the tokens' names (palettes.ts says what each kind is read on), so a new
// tone is checked as soon as it is named, and a token nobody checks fails the last test below.
const tokens = Object.keys(lightPalette) as Token[];
const surfaces: Token[] = ['surface', 'surfaceRaised', 'surfaceSunken'];
const softFills = tokens.filter((token) => token.endsWith('Soft'));
const textOnSurfaces: Token[] = [
  ...tokens.filter((token) => /^text/.test(token) || token.endsWith('SoftText')),
  'link',
];
const textPairs: Pair[] = [
  ...textOnSurfaces.flatMap((text) => surfaces.map((surface): Pair => [text, surface])),
  // Text on a solid fill: `onDanger` on `danger` and on its hover shade.
  ...tokens
    .filter((token) => /^on[A-Z]/.test(token))
    .flatMap((on) => {
      const fill = (on.charAt(2).toLowerCase() + on.slice(3)) as Token;
      return [fill, `${fill}Hover` as Token]
        .filter((background) => background in lightPalette)
        .map((background): Pair => [on, background]);
    }),
  ...softFills.map((fill): Pair => [`${fill}Text` as Token, fill]),
  // Body text and the status tones sit in highlighted rows and selected items too.
  ...(['text', 'textMuted', 'textDanger', 'textSuccess', 'textWarning'] as const).flatMap((text) =>
    (['accentSoft', 'neutralSoft'] as const).map((fill): Pair => [text, fill]),
  ),
];
// WCAG 1.4.11: component boundaries and the focus indicator need 3:1.
const nonTextPairs: Pair[] = (['surface', 'surfaceRaised'] as const).flatMap((surface) =>
  (['borderStrong', 'focusRing', 'accent', 'danger'] as const).map((part): Pair => [part, surface]),
);
// Decoration only: never the sole carrier of meaning, so no contrast floor.
const unchecked: Token[] = ['overlay', 'border', 'skeleton'];

describe.each([
  ['light', lightPalette],
  ['dark', darkPalette],
] as const)('%s palette', (_name, palette) => {
  it.each(textPairs)('%s on %s reaches 4.5:1 (WCAG AA text)', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(nonTextPairs)('%s on %s reaches 3:1 (WCAG non-text)', (fg, bg) => {
    expect(contrastRatio(palette[fg], palette[bg])).toBeGreaterThanOrEqual(3);
  });
});

describe('the checked pairs', () => {
  it('include the status text tones on each surface', () => {
    for (const tone of ['textDanger', 'textSuccess', 'textWarning'] as const)
      for (const surface of surfaces) expect(textPairs).toContainEqual([tone, surface]);
  });
  it('never put a solid fill’s text colour on a surface', () => {
    expect(textPairs).not.toContainEqual(['onDanger', 'surfaceRaised']);
    expect(textPairs).toContainEqual(['onDanger', 'danger']);
  });
  it('cover every colour of the palette', () => {
    const checked = new Set([...textPairs, ...nonTextPairs].flat());
    expect(tokens.filter((token) => !checked.has(token) && !unchecked.includes(token))).toEqual([]);
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white and 1 for equal colours', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });
});
