import { toAppError, useClient, type AppError } from '@assay/client';
import { Banner, Button, PageHeader, Stack, TextField } from '@assay/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useParams } from 'react-router';
import * as styles from './shared-sign-in.css.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Passwordless sign-in for shared users: request a link, then open it on this page.
 * Once signed in, the guard sends the user to their shared tenant.
 */
export function Component() {
  const { tenantId = '' } = useParams();
  const { authActions } = useClient();
  const [email, setEmail] = useState(() => authActions.storedEmailForLink() ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const isLink = authActions.isEmailLink(window.location.href);
  const completing = useRef(false);

  // Opened from the email on the same browser: complete at once with the remembered address.
  useEffect(() => {
    if (!isLink || completing.current || !authActions.storedEmailForLink()) return;
    completing.current = true;
    setBusy(true);
    authActions.completeEmailLink(window.location.href).catch((caught: unknown) => {
      setError(toAppError(caught));
      setBusy(false);
    });
  }, [isLink, authActions]);

  const emailProblem = EMAIL_PATTERN.test(email.trim()) ? undefined : 'Enter a valid email address.';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailProblem) return;
    setBusy(true);
    setError(null);
    try {
      if (isLink) await authActions.completeEmailLink(window.location.href, email.trim());
      else {
        await authActions.sendEmailLink(email.trim(), `${window.location.origin}/sharedSignin/${encodeURIComponent(tenantId)}`);
        setSent(true);
      }
    } catch (caught) {
      setError(toAppError(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className={styles.page}>
      <Stack gap="lg">
        <PageHeader title="Sign in to your shared tenant" description={isLink ? 'Confirm your email address to finish signing in.' : 'We will email you a sign-in link. No password needed.'} />
        {error && <Banner tone="danger">{error.message}</Banner>}
        {sent && <Banner tone="success">Check your inbox: we sent a sign-in link to {email.trim()}.</Banner>}
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Shared sign in">
          <Stack gap="md">
            <TextField label="Email" type="email" value={email} onValueChange={setEmail} maxLength={254} autoComplete="email" error={submitted ? emailProblem : undefined} required />
            <Button type="submit" loading={busy}>{isLink ? 'Sign in' : 'Email me a link'}</Button>
          </Stack>
        </form>
      </Stack>
    </main>
  );
}
