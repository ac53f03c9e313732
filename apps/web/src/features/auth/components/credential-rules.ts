// What the sign-in forms check before anything is sent (the server and Firebase check again).
import { m } from '@assay/messages';

export const emailRules = [
  (v: string) => (v.trim() !== '' ? true : m.signin_error_email_empty()),
  (v: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? true : m.signin_error_email_invalid()),
];
export const passwordRules = [(v: string) => (v.length >= 8 ? true : m.signin_error_password_short())];
export const nameRules = [(v: string) => (v.trim() !== '' ? true : m.signin_error_name_empty())];

export function firstFailure(value: string, rules: ((v: string) => true | string)[]): string | undefined {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return undefined;
}
