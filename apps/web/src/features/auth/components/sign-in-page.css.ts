import { vars } from '@assay/ui/theme';
import { globalStyle, style } from '@vanilla-extract/css';

// One centred column that may shrink below its content's width (minmax(0, …)): at 320 px the
// sign-in tabs scroll inside the panel instead of pushing the page sideways.
export const page = style({
  minHeight: '100vh',
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 28rem)',
  justifyContent: 'center',
  alignContent: 'center',
  padding: '1.5rem 1rem',
});
export const panel = style({ minWidth: 0 });

/**
 * The three ways in share the panel's width and wrap their label instead of scrolling: on a
 * phone, "Lien par e-mail" or "Mit E-Mail-Link" would otherwise hide behind the edge.
 */
export const ways = style({ overflowX: 'visible' });
globalStyle(`${ways} > button`, {
  flex: '1 1 0',
  justifyContent: 'center',
  minWidth: 0,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  textAlign: 'center',
  whiteSpace: 'normal',
  // Balanced lines keep words whole ("Lien par / e-mail", not "Lien par e- / mail").
  textWrap: 'balance',
  lineHeight: vars.lineHeights.tight,
});

/** "Forgot password?" under the password: a quiet link, aligned with the field's end. */
export const forgot = style({
  justifySelf: 'end',
  alignSelf: 'end',
  marginTop: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 0,
  background: 'none',
  color: vars.colors.link,
  font: 'inherit',
  fontSize: vars.fontSizes.sm,
  cursor: 'pointer',
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
});

export const formTitle = style({
  margin: 0,
  fontSize: vars.fontSizes.lg,
  lineHeight: vars.lineHeights.tight,
});
export const formHow = style({ margin: 0, color: vars.colors.textMuted, fontSize: vars.fontSizes.sm });
