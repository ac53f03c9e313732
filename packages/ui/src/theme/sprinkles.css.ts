import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './contract.css';
import { mediaUp } from './media';

const space = vars.space;

const responsiveProperties = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': mediaUp('sm') },
    md: { '@media': mediaUp('md') },
    lg: { '@media': mediaUp('lg') },
    xl: { '@media': mediaUp('xl') },
  },
  defaultCondition: 'base',
  responsiveArray: ['base', 'sm', 'md', 'lg', 'xl'],
  properties: {
    display: ['none', 'block', 'inline', 'inline-block', 'flex', 'inline-flex', 'grid'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    flexGrow: [0, 1],
    flexShrink: [0, 1],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['stretch', 'flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingTop: space,
    paddingBottom: space,
    paddingLeft: space,
    paddingRight: space,
    marginTop: space,
    marginBottom: space,
    marginLeft: space,
    marginRight: space,
    width: { auto: 'auto', full: '100%' },
    textAlign: ['left', 'center', 'right'],
    fontSize: vars.fontSizes,
  },
  shorthands: {
    padding: ['paddingTop', 'paddingBottom', 'paddingLeft', 'paddingRight'],
    paddingX: ['paddingLeft', 'paddingRight'],
    paddingY: ['paddingTop', 'paddingBottom'],
    margin: ['marginTop', 'marginBottom', 'marginLeft', 'marginRight'],
    marginX: ['marginLeft', 'marginRight'],
    marginY: ['marginTop', 'marginBottom'],
  },
});

const colorProperties = defineProperties({
  properties: {
    color: {
      text: vars.colors.text,
      textMuted: vars.colors.textMuted,
      accent: vars.colors.accentSoftText,
      danger: vars.colors.textDanger,
      success: vars.colors.textSuccess,
      warning: vars.colors.textWarning,
    },
    background: {
      surface: vars.colors.surface,
      surfaceRaised: vars.colors.surfaceRaised,
      surfaceSunken: vars.colors.surfaceSunken,
      accentSoft: vars.colors.accentSoft,
      neutralSoft: vars.colors.neutralSoft,
    },
    borderRadius: vars.radii,
    boxShadow: vars.shadows,
    fontWeight: vars.fontWeights,
  },
});

/** Atomic, theme-aware style props (responsive where it makes sense: `padding={{ base: 'sm', md: 'lg' }}`). */
export const sprinkles = createSprinkles(responsiveProperties, colorProperties);
export type Sprinkles = Parameters<typeof sprinkles>[0];
