// What an account's name, address and password must be, without zod: the browser's sign-in and
// account pages check these before anything is sent, and the schemas build on the same numbers.
export const DISPLAY_NAME_MAX = 80;
export const EMAIL_MAX = 254;
/** Firebase Auth's own minimum is 6; Assay asks for 8 everywhere a password is chosen. */
export const PASSWORD_MIN = 8;

/** One @, something on each side, a dot in the domain, no spaces: the shape, not deliverability. */
export const looksLikeEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
