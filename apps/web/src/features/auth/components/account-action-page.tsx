// Where the links in Firebase Auth's mails land (/auth/action: the templates' action URL in
// production, see the README's deploy steps; the local outbox lists reset links here). A password
// reset asks for the new password and signs in with it; an email sign-in link goes on to its
// continue page, which completes it; the other links are applied and said so.
import { paths } from '@assay/auth';
import { toAppError, useClient } from '@assay/client';
import { useSecondFactorGate } from '@assay/views/account/second-factor';
import { Banner, Button, PageHeader, Spinner, Stack, TextField } from '@assay/ui';
import { m } from '@assay/messages';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { firstFailure, passwordRules } from '@assay/views/account/rules';
import * as styles from './sign-in-page.css.ts';

type Step =
  | { kind: 'checking' }
  | { kind: 'reset'; email: string }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** The continue URL as a path of this site (never another origin), or the app's start. */
export function continuePath(continueUrl: string | null, origin: string): string {
  if (!continueUrl) return paths.welcome();
  try {
    const url = new URL(continueUrl, origin);
    return url.origin === origin ? `${url.pathname}${url.search}` : paths.welcome();
  } catch {
    return paths.welcome();
  }
}

const appliedMessages: Record<string, () => string> = {
  verifyEmail: () => m.action_email_verified(),
  verifyAndChangeEmail: () => m.action_email_changed(),
  recoverEmail: () => m.action_email_restored(),
};

export function AccountActionPage({ search, onDone }: { search: string; onDone: (next: string) => void }) {
  const { authActions } = useClient();
  const { gate, dialog } = useSecondFactorGate();
  const params = new URLSearchParams(search);
  const mode = params.get('mode') ?? '';
  const code = params.get('oobCode') ?? '';
  const next = continuePath(params.get('continueUrl'), window.location.origin);
  const [step, setStep] = useState<Step>({ kind: 'checking' });
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const started = useRef(false);
  const problem = firstFailure(password, passwordRules);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const fail = (caught: unknown) => setStep({ kind: 'failed', message: toAppError(caught).message });
    if (mode === 'signIn') {
      // The continue page completes an email sign-in from the link's own parameters.
      const target = new URL(next, window.location.origin);
      for (const name of ['mode', 'oobCode', 'apiKey', 'lang'])
        if (params.has(name)) target.searchParams.set(name, params.get(name) ?? '');
      onDone(`${target.pathname}${target.search}`);
    } else if (mode === 'resetPassword') {
      authActions.passwordResetEmail(code).then((email) => setStep({ kind: 'reset', email }), fail);
    } else if (appliedMessages[mode]) {
      const message = appliedMessages[mode]();
      authActions.applyAccountCode(code).then(() => setStep({ kind: 'done', message }), fail);
    } else {
      setStep({ kind: 'failed', message: m.action_unknown() });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (problem) return;
    setBusy(true);
    try {
      await gate(() => authActions.resetPassword(code, password));
      onDone(next);
    } catch (caught) {
      const error = toAppError(caught);
      // The new password is set; only the sign-in after it was left (its second step cancelled).
      if (error.code === 'aborted') onDone(paths.signIn());
      else setStep({ kind: 'failed', message: error.message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main id="main" className={styles.page}>
      <div className={styles.panel}>
        <Stack gap="lg">
          <PageHeader
            title={step.kind === 'reset' ? m.reset_title() : m.action_title()}
            documentTitle={step.kind === 'reset' ? m.reset_title() : m.action_title()}
            description={step.kind === 'reset' ? m.reset_for({ email: step.email }) : undefined}
          />
          {step.kind === 'checking' && <Spinner size="md" label={m.action_checking()} />}
          {step.kind === 'failed' && (
            <>
              <Banner tone="danger" title={m.action_failed_title()}>
                {step.message}
              </Banner>
              <Button onClick={() => onDone(paths.signIn())}>{m.action_back_to_signin()}</Button>
            </>
          )}
          {step.kind === 'done' && (
            <>
              <Banner tone="success">{step.message}</Banner>
              <Button onClick={() => onDone(next)}>{m.action_continue()}</Button>
            </>
          )}
          {step.kind === 'reset' && (
            <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={m.reset_title()}>
              <Stack gap="md">
                {/* Lets password managers store the new password under the right account. */}
                <input type="email" autoComplete="username" value={step.email} readOnly hidden />
                <TextField
                  label={m.reset_new_password()}
                  type="password"
                  value={password}
                  onValueChange={setPassword}
                  maxLength={128}
                  autoComplete="new-password"
                  hint={m.signin_password_hint()}
                  error={submitted ? problem : undefined}
                  required
                />
                <Button type="submit" loading={busy}>
                  {m.reset_submit()}
                </Button>
              </Stack>
            </form>
          )}
        </Stack>
      </div>
      {dialog}
    </main>
  );
}
