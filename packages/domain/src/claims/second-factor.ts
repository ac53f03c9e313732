// Whether a verified ID token was signed in with a second step: Firebase Auth (Identity Platform)
// names it in `firebase.sign_in_second_factor` ("phone", "totp"). Schema-free, so the sign-in
// pages and the server read it the same way.

/** True when the token's `firebase.sign_in_second_factor` names a second step. */
export function signedInWithSecondFactor(token: Readonly<Record<string, unknown>>): boolean {
  const firebase = token.firebase;
  return (
    typeof firebase === 'object' &&
    firebase !== null &&
    typeof (firebase as { sign_in_second_factor?: unknown }).sign_in_second_factor === 'string'
  );
}
