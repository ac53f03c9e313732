// How a verified ID token was signed in: Firebase Auth names the provider in
// `firebase.sign_in_provider` ("password", "google.com", "oidc.<id>", "emailLink", "custom").
// Schema-free like second-factor.ts, so the sign-in pages and the server read it the same way.

/** The token's `firebase.sign_in_provider`, or null when it names none. */
export function signInProviderOf(token: Readonly<Record<string, unknown>>): string | null {
  const firebase = token.firebase;
  if (typeof firebase !== 'object' || firebase === null) return null;
  const provider = (firebase as { sign_in_provider?: unknown }).sign_in_provider;
  return typeof provider === 'string' && provider !== '' ? provider : null;
}
