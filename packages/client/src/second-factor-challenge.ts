// What the screens need of two-step sign-in, without Firebase: the first route imports this
// (the error class and its challenge), while the Firebase side (second-factor.ts) loads with Auth.
import { AppError } from './errors.ts';

export type SecondFactorKind = 'totp' | 'phone';

/** An enrolled second factor, as the screens show it. */
export interface SecondFactor {
  readonly id: string;
  readonly kind: SecondFactorKind;
  /** The name given at enrolment, or the (masked) phone number. */
  readonly label: string;
  readonly enrolledAt: string;
}

/** What the screen completes when a sign-in needs its second step. */
export interface SecondFactorChallenge<T = void> {
  readonly factors: readonly SecondFactor[];
  /** Sends the code of a phone factor by SMS; reCAPTCHA (invisible) renders into `container`. */
  sendCode(factorId: string, container: HTMLElement): Promise<void>;
  /** Finishes the sign-in with the code, then what was interrupted. */
  verify(factorId: string, code: string): Promise<T>;
}

/** Thrown where a sign-in or re-authentication needs the second step: show `challenge`. */
export class SecondFactorRequired<T = unknown> extends AppError {
  constructor(readonly challenge: SecondFactorChallenge<T>) {
    super('unauthenticated', 'Enter the code from your second step to continue.', {
      reason: 'second-factor-required',
    });
    this.name = 'SecondFactorRequired';
  }
}

/** An authenticator app being added: show the key (and its QR code), then confirm a code from the app. */
export interface TotpEnrolment {
  readonly secretKey: string;
  /** otpauth:// URL for the QR code. */
  readonly uri: string;
  finish(code: string, name: string): Promise<void>;
}

/** A phone being added: the code went out by SMS; confirm it. */
export interface PhoneEnrolment {
  finish(code: string, name: string): Promise<void>;
}
