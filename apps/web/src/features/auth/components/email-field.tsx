import { TextField } from '@assay/ui';
import { m } from '@assay/messages';

/** The email address of the sign-in forms (sign in, create account, email link, reset request). */
export function EmailField({
  value,
  onValueChange,
  onBlur,
  error,
}: {
  value: string;
  onValueChange: (value: string) => void;
  onBlur?: () => void;
  error: string | undefined;
}) {
  return (
    <TextField
      label={m.signin_email()}
      type="email"
      value={value}
      onValueChange={onValueChange}
      maxLength={254}
      autoComplete="email"
      onBlur={onBlur}
      error={error}
      required
    />
  );
}
