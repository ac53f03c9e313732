// Colour values of the two themes, plain data so tests can check their contrast.
// The names say where a colour is read (contrast.test.ts derives its pairs from them):
// - `text*` is text on every surface: body, muted, and the status tones (an "Overdue" date);
// - `on<Fill>` is text on that solid fill only (a danger button's label on `danger`);
// - `<tone>SoftText` is text on `<tone>Soft` (badges, banners), readable on the surfaces too.

export interface Palette {
  surface: string;
  surfaceRaised: string;
  surfaceSunken: string;
  overlay: string;
  text: string;
  textMuted: string;
  textDanger: string;
  textSuccess: string;
  textWarning: string;
  border: string;
  borderStrong: string;
  focusRing: string;
  link: string;
  accent: string;
  accentHover: string;
  onAccent: string;
  accentSoft: string;
  accentSoftText: string;
  neutralSoft: string;
  neutralSoftText: string;
  danger: string;
  dangerHover: string;
  onDanger: string;
  dangerSoft: string;
  dangerSoftText: string;
  success: string;
  onSuccess: string;
  successSoft: string;
  successSoftText: string;
  warning: string;
  onWarning: string;
  warningSoft: string;
  warningSoftText: string;
  skeleton: string;
}

export const lightPalette: Palette = {
  surface: '#f6f7f9',
  surfaceRaised: '#ffffff',
  surfaceSunken: '#eceff3',
  overlay: 'rgba(15, 18, 25, 0.55)',
  text: '#171a21',
  textMuted: '#525a67',
  textDanger: '#b42318',
  textSuccess: '#17692f',
  textWarning: '#875200',
  border: '#d8dce3',
  borderStrong: '#767f8d',
  focusRing: '#2b50cf',
  link: '#2446c0',
  accent: '#2b50cf',
  accentHover: '#2142b0',
  onAccent: '#ffffff',
  accentSoft: '#e6ecfd',
  accentSoftText: '#1d3a9e',
  neutralSoft: '#e8ebef',
  neutralSoftText: '#363c47',
  danger: '#c1272d',
  dangerHover: '#a11e23',
  onDanger: '#ffffff',
  dangerSoft: '#fce8e8',
  dangerSoftText: '#9b1c21',
  success: '#1b7a3a',
  onSuccess: '#ffffff',
  successSoft: '#e2f3e7',
  successSoftText: '#17632f',
  warning: '#f2b92f',
  onWarning: '#2e2100',
  warningSoft: '#fff3d3',
  warningSoftText: '#6e4700',
  skeleton: '#e3e6eb',
};

export const darkPalette: Palette = {
  surface: '#0f1115',
  surfaceRaised: '#181b21',
  surfaceSunken: '#0a0c0f',
  overlay: 'rgba(0, 0, 0, 0.65)',
  text: '#e9ebef',
  textMuted: '#a5adba',
  textDanger: '#ff8f8f',
  textSuccess: '#6fd690',
  textWarning: '#f5c451',
  border: '#2d323b',
  borderStrong: '#6f7886',
  focusRing: '#8aa3ff',
  link: '#9db2ff',
  accent: '#7f9bff',
  accentHover: '#9ab0ff',
  onAccent: '#0a1024',
  accentSoft: '#1f2a4d',
  accentSoftText: '#bfcbff',
  neutralSoft: '#262a32',
  neutralSoftText: '#d3d7de',
  danger: '#ff7b7b',
  dangerHover: '#ff9898',
  onDanger: '#1f0505',
  dangerSoft: '#3e1818',
  dangerSoftText: '#ffbcbc',
  success: '#55c878',
  onSuccess: '#03170a',
  successSoft: '#143221',
  successSoftText: '#a3e6b5',
  warning: '#f2b92f',
  onWarning: '#2b1d00',
  warningSoft: '#3a2d0c',
  warningSoftText: '#ffdc8f',
  skeleton: '#242830',
};
