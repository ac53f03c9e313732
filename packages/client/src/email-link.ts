// The parts of Auth's mailed links that need no Firebase (read before Auth has loaded, and kept
// out of the Auth module so that the first route does not load Auth to read them): the address
// kept between sending a sign-in link and opening it, whether a URL could be such a link, and
// what the verification link brings back.
export const EMAIL_FOR_LINK = 'assay.emailForSignIn';

export const storedEmailForLink = (): string | null => window.localStorage.getItem(EMAIL_FOR_LINK);

/** False when `href` cannot be a sign-in link: every Firebase action link carries an oobCode, nested links too. */
export const mayBeEmailLink = (href: string): boolean => href.includes('oobCode');

/**
 * The query parameter the verification link's continue URL carries back to the app: the page it
 * opens re-reads the account and confirms the address (Firebase's handler verified it elsewhere).
 */
export const EMAIL_VERIFIED_PARAM = 'emailVerified';
