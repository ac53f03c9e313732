import { paths } from '@assay/auth';
import { toAppError, useClient, type AppError } from '@assay/client';
import { Banner, Button, Stack } from '@assay/ui';
import { m } from '@assay/messages';
import { useState, type FormEvent } from 'react';
import { emailRules, firstFailure } from '@assay/views/account/rules';
import { EmailField } from './email-field.tsx';
import * as styles from './sign-in-page.css.ts';

/**
 * "Forgot password?": mails a link to choose a new password. The answer is the same whether or
 * not the address has an account, so the form tells no one who uses Assay.
 */
export function ResetRequestForm({ initialEmail, onBack }: { initialEmail: string; onBack: () => void }) {
  const { authActions } = useClient();
  const [email, setEmail] = useState(initialEmail);
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<AppError | null>(null);
  const problem = firstFailure(email, emailRules);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    setBusy(true);
    setError(null);
    try {
      const address = email.trim();
      // After the new password is set, the link's page signs in and continues to the app.
      await authActions.sendPasswordReset(address, `${window.location.origin}${paths.welcome()}`);
      setSentTo(address);
    } catch (caught) {
      setError(toAppError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={m.reset_request_title()}>
      <Stack gap="md">
        <h2 className={styles.formTitle}>{m.reset_request_title()}</h2>
        <p className={styles.formHow}>{m.reset_request_how()}</p>
        {sentTo && <Banner tone="success">{m.reset_request_sent({ email: sentTo })}</Banner>}
        {error && error.fields.length === 0 && <Banner tone="danger">{error.message}</Banner>}
        <EmailField
          value={email}
          onValueChange={setEmail}
          error={(submitted ? problem : undefined) ?? error?.fieldMessage('email')}
        />
        <Button type="submit" loading={busy}>
          {m.reset_request_submit()}
        </Button>
        <Button type="button" variant="ghost" onClick={onBack}>
          {m.reset_back()}
        </Button>
      </Stack>
    </form>
  );
}
