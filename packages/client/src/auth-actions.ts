// Sign-in methods of SPEC §2 (email+password, email link, Google), wrapped so that the
// UI gets AppErrors with people-readable messages.
import {
  applyActionCode,
  EmailAuthProvider,
  reauthenticateWithCredential,
  updatePassword,
  verifyBeforeUpdateEmail,
  browserPopupRedirectResolver,
  confirmPasswordReset,
  createUserWithEmailAndPassword,
  GoogleAuthProvider,
  isSignInWithEmailLink,
  OAuthProvider,
  reload,
  sendEmailVerification,
  sendPasswordResetEmail,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signInWithCredential,
  signInWithPopup,
  updateProfile,
  verifyPasswordResetCode,
  type Auth,
  type User,
} from 'firebase/auth';
import { EMAIL_FOR_LINK, EMAIL_VERIFIED_PARAM, storedEmailForLink } from './email-link.ts';
import type { FieldRule } from '@assay/domain/errors';
import { AppError } from './errors.ts';
import { secondFactorEnrolment, secondFactorMessages, withSecondFactor } from './second-factor.ts';
import { SecondFactorRequired, type SecondFactor } from './second-factor-challenge.ts';

/** Firebase Auth failures in people's words; a field's problem names its rule, as a server's would. */
const authMessages: Record<string, { message: string; field?: string; rule?: FieldRule }> = {
  'auth/invalid-email': { message: 'Enter a valid email address.', field: 'email', rule: 'not-an-email' },
  'auth/missing-password': { message: 'Enter your password.', field: 'password', rule: 'required' },
  'auth/weak-password': { message: 'Use at least 8 characters.', field: 'password', rule: 'weak-password' },
  'auth/email-already-in-use': {
    message: 'An account with this email already exists. Sign in instead.',
    field: 'email',
    rule: 'account-exists',
  },
  'auth/invalid-credential': { message: 'Email or password is incorrect.' },
  'auth/wrong-password': { message: 'Email or password is incorrect.' },
  'auth/user-not-found': { message: 'Email or password is incorrect.' },
  'auth/user-disabled': { message: 'This account has been disabled. Contact your administrator.' },
  'auth/too-many-requests': { message: 'Too many attempts. Wait a moment and try again.' },
  'auth/popup-closed-by-user': { message: 'The sign-in window was closed before finishing.' },
  'auth/cancelled-popup-request': { message: 'The sign-in window was closed before finishing.' },
  'auth/popup-blocked': {
    message: 'Your browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  },
  'auth/network-request-failed': { message: 'The service is unreachable. Check your connection.' },
  'auth/invalid-action-code': {
    message: 'This link is invalid, has expired or was used. Request a new one.',
  },
  'auth/expired-action-code': {
    message: 'This link is invalid, has expired or was used. Request a new one.',
  },
  'auth/requires-recent-login': {
    message: 'For your security, sign out and sign in again, then make this change.',
  },
  ...secondFactorMessages,
};

/** Re-authentication on the account page: a wrong current password is that field's problem. */
const reauthMessages: Record<string, { message: string; field: string; rule: FieldRule }> = {
  'auth/invalid-credential': {
    message: 'This is not your current password.',
    field: 'currentPassword',
    rule: 'not-current-password',
  },
  'auth/wrong-password': {
    message: 'This is not your current password.',
    field: 'currentPassword',
    rule: 'not-current-password',
  },
  'auth/missing-password': {
    message: 'Enter your current password.',
    field: 'currentPassword',
    rule: 'required',
  },
};

function toAuthError(error: unknown, messages = authMessages): AppError {
  const code = (error as { code?: string } | null)?.code ?? '';
  const known = messages[code] ?? authMessages[code];
  if (!known) {
    console.error('sign-in failed', error);
    return new AppError('internal', 'Sign-in failed. Please try again.');
  }
  const appCode =
    code === 'auth/network-request-failed'
      ? 'unavailable'
      : code === 'auth/user-disabled'
        ? 'permission-denied'
        : 'invalid-argument';
  return new AppError(
    appCode,
    known.message,
    known.field
      ? { fields: [{ path: known.field, rule: known.rule ?? 'invalid', message: known.message }] }
      : undefined,
  );
}

async function guarded<T>(run: () => Promise<T>, messages = authMessages): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof SecondFactorRequired)
      throw guardedChallenge(error as SecondFactorRequired<T>, messages);
    if (error instanceof AppError) throw error;
    throw toAuthError(error, messages);
  }
}

/** The same challenge, with its errors (a wrong code, say) turned into AppErrors like every other. */
function guardedChallenge<T>(required: SecondFactorRequired<T>, messages: typeof authMessages) {
  const { challenge } = required;
  return new SecondFactorRequired<T>({
    factors: challenge.factors,
    sendCode: (factorId, container) => guarded(() => challenge.sendCode(factorId, container), messages),
    verify: (factorId, code) => guarded(() => challenge.verify(factorId, code), messages),
  });
}

const verifiedContinueUrl = () => `${window.location.origin}/?${EMAIL_VERIFIED_PARAM}=1`;

const signedOut = () => Object.assign(new Error('signed out'), { code: 'auth/requires-recent-login' });

export function createAuthActions(auth: Auth) {
  /** A sign-in, with its second step when the account has one (SecondFactorRequired). */
  const signedIn = (signIn: () => Promise<unknown>) =>
    withSecondFactor(auth, signIn, () => Promise.resolve());
  /**
   * `then` for the signed-in user, proven again with their current password first (Firebase asks
   * for a recent sign-in), and their second step where they have one. Without a password (Google,
   * email link) Firebase decides whether the sign-in is recent enough.
   */
  const reauthenticated = async <T>(currentPassword: string | null, then: (user: User) => Promise<T>) => {
    const user = auth.currentUser;
    if (!user) throw signedOut();
    if (currentPassword === null) return then(user);
    if (!user.email) throw signedOut();
    const credential = EmailAuthProvider.credential(user.email, currentPassword);
    return withSecondFactor(
      auth,
      () => reauthenticateWithCredential(user, credential),
      () => then(user),
    );
  };
  const enrolment = secondFactorEnrolment(auth);
  return {
    signInWithPassword: (email: string, password: string) =>
      guarded(() => signedIn(() => signInWithEmailAndPassword(auth, email, password))),
    /**
     * Creates the account and sends the email-verification link: until the address is
     * verified, a later Google sign-in with it would replace the password (Firebase's rule).
     */
    signUpWithPassword: (email: string, password: string, displayName: string) =>
      guarded(async () => {
        const credential = await createUserWithEmailAndPassword(auth, email, password);
        if (displayName) {
          await updateProfile(credential.user, { displayName });
          // The account's first token (and the session built from it) predate the name: a fresh
          // token carries it to the session and to the calls that follow (accepting an invitation).
          await credential.user.getIdToken(true);
        }
        await sendEmailVerification(credential.user, { url: verifiedContinueUrl() });
        return credential;
      }),
    /** The signed-in password account whose address is not verified yet, or null. */
    unverifiedEmail: (): string | null => {
      const user = auth.currentUser;
      const hasPassword = user?.providerData.some((info) => info.providerId === 'password') ?? false;
      return user && hasPassword && !user.emailVerified ? user.email : null;
    },
    resendVerification: () =>
      guarded(async () => {
        if (auth.currentUser) await sendEmailVerification(auth.currentUser, { url: verifiedContinueUrl() });
      }),
    /** Re-reads the account after the link was opened (in any tab) and refreshes the token. */
    refreshVerification: () =>
      guarded(async () => {
        if (!auth.currentUser) return false;
        await reload(auth.currentUser);
        await auth.currentUser.getIdToken(true);
        return auth.currentUser.emailVerified;
      }),
    signInWithGoogle: () =>
      guarded(() =>
        signedIn(() => signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver)),
      ),
    /**
     * Google sign-in on the Auth emulator, which needs neither Google nor the internet: the
     * emulator accepts an unsigned google.com credential, as its own account chooser does.
     * (The popup needs Google's iframe script, which offline machines cannot load.)
     */
    signInWithEmulatedGoogle: (email: string, displayName: string) =>
      guarded(() =>
        signedIn(() =>
          signInWithCredential(
            auth,
            GoogleAuthProvider.credential(
              JSON.stringify({ sub: `google-${email}`, email, name: displayName, email_verified: true }),
            ),
          ),
        ),
      ),
    /** Single sign-on with an organisation's identity provider (`oidc.…`, from sign-in discovery), in a popup. */
    signInWithSso: (providerId: string) =>
      guarded(() =>
        signedIn(() => signInWithPopup(auth, new OAuthProvider(providerId), browserPopupRedirectResolver)),
      ),
    /**
     * Single sign-on on the Auth emulator: like Google there, it accepts an unsigned id_token for
     * any `oidc.*` provider, as its own identity-provider page does (which, like Google's popup,
     * needs Google's iframe script that offline machines cannot load).
     */
    signInWithEmulatedSso: (providerId: string, email: string, displayName: string) =>
      guarded(() =>
        signedIn(() =>
          signInWithCredential(
            auth,
            new OAuthProvider(providerId).credential({
              idToken: JSON.stringify({
                sub: `sso-${email}`,
                email,
                name: displayName,
                email_verified: true,
              }),
            }),
          ),
        ),
      ),
    sendEmailLink: (email: string, continueUrl: string) =>
      guarded(async () => {
        await sendSignInLinkToEmail(auth, email, { url: continueUrl, handleCodeInApp: true });
        window.localStorage.setItem(EMAIL_FOR_LINK, email);
      }),
    isEmailLink: (href: string) => isSignInWithEmailLink(auth, href),
    /** Completes an email-link sign-in; the email comes from this browser or is asked again. */
    completeEmailLink: (href: string, email?: string) =>
      guarded(async () => {
        const address = email ?? window.localStorage.getItem(EMAIL_FOR_LINK);
        if (!address) throw Object.assign(new Error('email needed'), { code: 'auth/invalid-email' });
        const credential = await signInWithEmailLink(auth, address, href);
        window.localStorage.removeItem(EMAIL_FOR_LINK);
        return credential;
      }),
    storedEmailForLink,
    /**
     * Mails a link to choose a new password. Says nothing about whether the address has an
     * account (no one learns who uses Assay): an unknown address succeeds silently too.
     */
    sendPasswordReset: (email: string, continueUrl: string) =>
      guarded(async () => {
        try {
          await sendPasswordResetEmail(auth, email, { url: continueUrl });
        } catch (error) {
          if ((error as { code?: string } | null)?.code !== 'auth/user-not-found') throw error;
        }
      }),
    /** The address a mailed password-reset code belongs to; refuses a used or expired code. */
    passwordResetEmail: (code: string) => guarded(() => verifyPasswordResetCode(auth, code)),
    /** Applies a mailed code that needs no input (verify an address, undo or confirm an email change). */
    applyAccountCode: (code: string) => guarded(() => applyActionCode(auth, code)),
    /** Whether the signed-in account has a password (Google-only accounts have none to change). */
    hasPassword: (): boolean =>
      auth.currentUser?.providerData.some((info) => info.providerId === 'password') ?? false,
    /** Re-reads the account and its token, so the session shows what the server just changed. */
    refreshAccount: () =>
      guarded(async () => {
        if (!auth.currentUser) return;
        await reload(auth.currentUser);
        await auth.currentUser.getIdToken(true);
      }),
    changePassword: (currentPassword: string, newPassword: string) =>
      guarded(
        () => reauthenticated(currentPassword, (user) => updatePassword(user, newPassword)),
        reauthMessages,
      ),
    /**
     * Mails a confirmation link to `newEmail`; the address changes only when it is opened, and
     * Firebase then tells the old address, with a link to undo the change.
     */
    changeEmail: (currentPassword: string | null, newEmail: string) =>
      guarded(
        () =>
          reauthenticated(currentPassword, (user) =>
            verifyBeforeUpdateEmail(user, newEmail, { url: `${window.location.origin}/signin` }),
          ),
        reauthMessages,
      ),
    /** The signed-in account's second steps (authenticator apps, phones). */
    secondFactors: (): SecondFactor[] => enrolment.factorsOf(auth.currentUser),
    /** Starts adding an authenticator app: the key to scan, then `finish` with a code from the app. */
    startTotpEnrolment: (currentPassword: string | null) =>
      guarded(
        () =>
          reauthenticated(currentPassword, async (user) => {
            const started = await enrolment.startTotp(user, 'Assay');
            return {
              ...started,
              finish: (code: string, name: string) => guarded(() => started.finish(code, name)),
            };
          }),
        reauthMessages,
      ),
    /** Starts adding a phone: the code goes out by SMS, then `finish` with it. */
    startPhoneEnrolment: (currentPassword: string | null, phoneNumber: string, container: HTMLElement) =>
      guarded(
        () =>
          reauthenticated(currentPassword, async (user) => {
            const started = await enrolment.startPhone(user, phoneNumber, container);
            return { finish: (code: string, name: string) => guarded(() => started.finish(code, name)) };
          }),
        reauthMessages,
      ),
    removeSecondFactor: (currentPassword: string | null, factorId: string) =>
      guarded(
        () => reauthenticated(currentPassword, (user) => enrolment.remove(user, factorId)),
        reauthMessages,
      ),
    /** Sets the new password with the mailed code, then signs in with it. */
    resetPassword: (code: string, newPassword: string) =>
      guarded(async () => {
        const email = await verifyPasswordResetCode(auth, code);
        await confirmPasswordReset(auth, code, newPassword);
        await signedIn(() => signInWithEmailAndPassword(auth, email, newPassword));
      }),
  };
}

export type AuthActions = ReturnType<typeof createAuthActions>;
