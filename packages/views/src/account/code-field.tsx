import { m } from '@assay/messages';
import { TextField } from '@assay/ui';

/** Spaces and separators people type in codes and phone numbers. */
export const digitsOf = (value: string) => value.replace(/[\s()-]/g, '');

const SIX_DIGITS = /^\d{6}$/;
const codeRules = [
  (value: string) => (SIX_DIGITS.test(digitsOf(value)) ? true : m.second_step_code_invalid()),
];

/** The 6-digit code of a second step (texted, or shown by an authenticator app). */
export function CodeField({
  value,
  onValueChange,
  error,
}: {
  value: string;
  onValueChange: (value: string) => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={m.second_step_code()}
      value={value}
      onValueChange={onValueChange}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={7}
      rules={codeRules}
      error={error}
      required
    />
  );
}
