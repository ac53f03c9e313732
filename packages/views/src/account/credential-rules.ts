// What the sign-in, reset and account forms check before anything is sent (the server and
// Firebase check again). Each rule answers true or the message to show under the field.
import { looksLikeEmail, PASSWORD_MIN } from '@assay/domain/account/limits';
import { m } from '@assay/messages';

type Rule = (value: string) => true | string;

export const emailRules: Rule[] = [
  (v) => (v.trim() !== '' ? true : m.signin_error_email_empty()),
  (v) => (looksLikeEmail(v.trim()) ? true : m.signin_error_email_invalid()),
];
export const passwordRules: Rule[] = [
  (v) => (v.length >= PASSWORD_MIN ? true : m.signin_error_password_short()),
];
export const nameRules: Rule[] = [(v) => (v.trim() !== '' ? true : m.signin_error_name_empty())];

export function firstFailure(value: string, rules: Rule[]): string | undefined {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return undefined;
}
