// Two-step sign-in with Identity Platform's multi-factor auth: an authenticator app (TOTP) or a
// text message (SMS). A sign-in or re-authentication that needs the second step fails with
// `SecondFactorRequired`, which carries the challenge the screen completes; the step that was
// interrupted (the rest of a password change, say) runs once the code is accepted.
import type { FieldRule } from '@assay/domain/errors';
import {
  getMultiFactorResolver,
  multiFactor,
  PhoneAuthProvider,
  PhoneMultiFactorGenerator,
  RecaptchaVerifier,
  TotpMultiFactorGenerator,
  type TotpSecret,
  type Auth,
  type MultiFactorError,
  type MultiFactorInfo,
  type PhoneMultiFactorInfo,
  type User,
} from 'firebase/auth';
import { AppError } from './errors.ts';
import {
  SecondFactorRequired,
  type SecondFactor,
  type SecondFactorChallenge,
  type SecondFactorKind,
  type PhoneEnrolment,
  type TotpEnrolment,
} from './second-factor-challenge.ts';

/** Firebase's error codes of the second step, as people read them (field `code` where it is the code). */
export const secondFactorMessages: Record<string, { message: string; field?: string; rule?: FieldRule }> = {
  'auth/invalid-verification-code': {
    message: 'This code is not right. Check it and try again.',
    field: 'code',
    rule: 'wrong-code',
  },
  'auth/missing-verification-code': { message: 'Enter the 6-digit code.', field: 'code', rule: 'required' },
  'auth/code-expired': {
    message: 'This code has expired. Send a new one.',
    field: 'code',
    rule: 'code-expired',
  },
  'auth/invalid-phone-number': {
    message: 'Enter the number with its country code, such as +44 7700 900123.',
    field: 'phoneNumber',
    rule: 'phone-format',
  },
  'auth/missing-phone-number': { message: 'Enter a phone number.', field: 'phoneNumber', rule: 'required' },
  'auth/second-factor-already-in-use': {
    message: 'This phone number is already a second step of your account.',
    field: 'phoneNumber',
    rule: 'phone-in-use',
  },
  'auth/unverified-email': {
    message: 'Verify your email address first: open the link we sent you, then come back.',
  },
  'auth/maximum-second-factor-count-exceeded': {
    message: 'Your account has as many second steps as it can have. Remove one first.',
  },
  'auth/operation-not-allowed': {
    message: 'Two-step sign-in is not switched on for this service. Contact your administrator.',
  },
  'auth/admin-restricted-operation': {
    message: 'Two-step sign-in is not switched on for this service. Contact your administrator.',
  },
  'auth/unsupported-first-factor': {
    message: 'Two-step sign-in needs an account that signs in with a password or Google.',
  },
};

const kindOf = (info: MultiFactorInfo): SecondFactorKind =>
  info.factorId === TotpMultiFactorGenerator.FACTOR_ID ? 'totp' : 'phone';

export function describeFactor(info: MultiFactorInfo): SecondFactor {
  const phone = (info as PhoneMultiFactorInfo).phoneNumber;
  return {
    id: info.uid,
    kind: kindOf(info),
    label: info.displayName || phone || '',
    enrolledAt: new Date(info.enrollmentTime).toISOString(),
  };
}

/** A text message's code: sent through Firebase with an invisible reCAPTCHA (a mock one on the emulator). */
async function sendSms(
  auth: Auth,
  container: HTMLElement,
  options: Parameters<PhoneAuthProvider['verifyPhoneNumber']>[0],
): Promise<string> {
  const verifier = new RecaptchaVerifier(auth, container, { size: 'invisible' });
  try {
    return await new PhoneAuthProvider(auth).verifyPhoneNumber(options, verifier);
  } finally {
    verifier.clear();
  }
}

/** The challenge of a sign-in Firebase refused for want of a second step, then `then`. */
function challengeOf<T>(
  auth: Auth,
  error: MultiFactorError,
  then: () => Promise<T>,
): SecondFactorChallenge<T> {
  const resolver = getMultiFactorResolver(auth, error);
  const verificationIds = new Map<string, string>();
  const hint = (factorId: string) => {
    const found = resolver.hints.find((h) => h.uid === factorId);
    if (!found) throw new AppError('invalid-argument', 'Choose one of your second steps.');
    return found;
  };
  return {
    factors: resolver.hints.map(describeFactor),
    async sendCode(factorId, container) {
      const id = await sendSms(auth, container, {
        multiFactorHint: hint(factorId),
        session: resolver.session,
      });
      verificationIds.set(factorId, id);
    },
    async verify(factorId, code) {
      const chosen = hint(factorId);
      if (kindOf(chosen) === 'totp') {
        await resolver.resolveSignIn(TotpMultiFactorGenerator.assertionForSignIn(chosen.uid, code));
      } else {
        const verificationId = verificationIds.get(factorId);
        if (!verificationId) throw new AppError('failed-precondition', 'Send the code first.');
        const credential = PhoneAuthProvider.credential(verificationId, code);
        await resolver.resolveSignIn(PhoneMultiFactorGenerator.assertion(credential));
      }
      return then();
    },
  };
}

const isMultiFactorError = (error: unknown): error is MultiFactorError =>
  (error as { code?: string } | null)?.code === 'auth/multi-factor-auth-required';

/**
 * Runs a sign-in (`signIn`), then `then`. When Firebase asks for the second step, throws
 * `SecondFactorRequired` whose challenge finishes the sign-in and runs `then` after it.
 */
export async function withSecondFactor<T>(
  auth: Auth,
  signIn: () => Promise<unknown>,
  then: () => Promise<T>,
): Promise<T> {
  try {
    await signIn();
  } catch (error) {
    if (isMultiFactorError(error)) throw new SecondFactorRequired(challengeOf(auth, error, then));
    throw error;
  }
  return then();
}

/** Enrolment and removal of second factors for the signed-in user (who has just re-authenticated). */
export function secondFactorEnrolment(auth: Auth) {
  return {
    factorsOf: (user: User | null): SecondFactor[] =>
      user ? multiFactor(user).enrolledFactors.map(describeFactor) : [],
    async startTotp(user: User, issuer: string): Promise<TotpEnrolment> {
      const session = await multiFactor(user).getSession();
      const secret: TotpSecret = await TotpMultiFactorGenerator.generateSecret(session);
      return {
        secretKey: secret.secretKey,
        uri: secret.generateQrCodeUrl(user.email ?? user.uid, issuer),
        finish: (code, name) =>
          multiFactor(user).enroll(TotpMultiFactorGenerator.assertionForEnrollment(secret, code), name),
      };
    },
    async startPhone(user: User, phoneNumber: string, container: HTMLElement): Promise<PhoneEnrolment> {
      const session = await multiFactor(user).getSession();
      const verificationId = await sendSms(auth, container, { phoneNumber, session });
      return {
        finish: (code, name) =>
          multiFactor(user).enroll(
            PhoneMultiFactorGenerator.assertion(PhoneAuthProvider.credential(verificationId, code)),
            name,
          ),
      };
    },
    remove: (user: User, factorId: string) => multiFactor(user).unenroll(factorId),
  };
}
