// The email-link sign-in's parts that need no Firebase: the address kept between sending the
// link and opening it, and whether a URL could be such a link (read before Auth has loaded).
export const EMAIL_FOR_LINK = 'assay.emailForSignIn';

export const storedEmailForLink = (): string | null => window.localStorage.getItem(EMAIL_FOR_LINK);

/** False when `href` cannot be a sign-in link: every Firebase action link carries an oobCode, nested links too. */
export const mayBeEmailLink = (href: string): boolean => href.includes('oobCode');
