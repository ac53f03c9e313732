import { toAppError, useClient, type AppError } from '@assay/client';
import { Banner, Button, Stack, Tabs, TextField } from '@assay/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { EmulatedGoogleDialog } from './emulated-google-dialog.tsx';

const emailRules = [
  (v: string) => (v.trim() !== '' ? true : 'Enter your email address.'),
  (v: string) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim()) ? true : 'Enter a valid email address.'),
];
const passwordRules = [(v: string) => (v.length >= 8 ? true : 'Use at least 8 characters.')];
const nameRules = [(v: string) => (v.trim() !== '' ? true : 'Enter your name.')];

function firstFailure(value: string, rules: ((v: string) => true | string)[]): string | undefined {
  for (const rule of rules) {
    const result = rule(value);
    if (result !== true) return result;
  }
  return undefined;
}

/**
 * Sign in, create an account, or get an email link; Google for either. `onSignedIn` moves on
 * (the email link comes back to `returnTo` through /signin).
 */
export function SignInPanel({ returnTo, onSignedIn }: { returnTo: string; onSignedIn: () => void }) {
  const { authActions, emulated } = useClient();
  const [mode, setMode] = useState<'signin' | 'signup' | 'link'>('signin');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  // Arriving from a sign-in email: finish with the address remembered by this browser, or ask for it.
  const arrivedWithLink = authActions.isEmailLink(window.location.href);
  const completing = useRef(false);
  useEffect(() => {
    if (!arrivedWithLink || completing.current) return;
    setMode('link');
    if (!authActions.storedEmailForLink()) return;
    completing.current = true;
    void run(() => authActions.completeEmailLink(window.location.href), onSignedIn);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [arrivedWithLink]);

  const problems = {
    email: firstFailure(email, emailRules),
    password: mode === 'link' ? undefined : firstFailure(password, passwordRules),
    displayName: mode === 'signup' ? firstFailure(displayName, nameRules) : undefined,
  };

  async function run(action: () => Promise<unknown>, after: () => void) {
    setBusy(true);
    setError(null);
    try {
      await action();
      after();
    } catch (caught) {
      setError(toAppError(caught));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (Object.values(problems).some(Boolean)) return;
    const done = onSignedIn;
    if (mode === 'signin') void run(() => authActions.signInWithPassword(email.trim(), password), done);
    else if (mode === 'signup')
      void run(() => authActions.signUpWithPassword(email.trim(), password, displayName.trim()), done);
    else if (arrivedWithLink)
      void run(() => authActions.completeEmailLink(window.location.href, email.trim()), done);
    else
      void run(
        () =>
          authActions.sendEmailLink(
            email.trim(),
            `${window.location.origin}/signin?redirect=${encodeURIComponent(returnTo)}`,
          ),
        () => setLinkSent(true),
      );
  }

  const show = (field: keyof typeof problems) =>
    (submitted ? problems[field] : undefined) ?? error?.fieldMessage(field);
  const formError = error && error.fields.length === 0 ? error.message : null;

  return (
    <Stack gap="lg">
      <Tabs.Root
        value={mode}
        onValueChange={(value) => {
          setMode(value as typeof mode);
          setError(null);
          setSubmitted(false);
        }}
      >
        <Tabs.List aria-label="Ways to sign in">
          <Tabs.Trigger value="signin">Sign in</Tabs.Trigger>
          <Tabs.Trigger value="signup">Create account</Tabs.Trigger>
          <Tabs.Trigger value="link">Email link</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={mode}>
          <form onSubmit={onSubmit} noValidate aria-label={mode === 'signup' ? 'Create account' : 'Sign in'}>
            <Stack gap="md">
              {formError && <Banner tone="danger">{formError}</Banner>}
              {linkSent && (
                <Banner tone="success">Check your inbox: we sent a sign-in link to {email}.</Banner>
              )}
              {mode === 'link' && arrivedWithLink && !busy && (
                // Opened in another browser than the one that asked for it: it needs the address again.
                <Banner tone="info" title="You opened a sign-in link">
                  Enter the email address it was sent to, then finish signing in. No password is needed.
                </Banner>
              )}
              {mode === 'signup' && (
                <TextField
                  label="Your name"
                  value={displayName}
                  onValueChange={setDisplayName}
                  maxLength={80}
                  autoComplete="name"
                  error={show('displayName')}
                  required
                />
              )}
              <TextField
                label="Email"
                type="email"
                value={email}
                onValueChange={setEmail}
                maxLength={254}
                autoComplete="email"
                error={show('email')}
                required
              />
              {mode !== 'link' && (
                <TextField
                  label="Password"
                  type="password"
                  value={password}
                  onValueChange={setPassword}
                  maxLength={128}
                  autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                  hint={mode === 'signup' ? 'At least 8 characters.' : undefined}
                  error={show('password')}
                  required
                />
              )}
              <Button type="submit" loading={busy}>
                {mode === 'signin'
                  ? 'Sign in'
                  : mode === 'signup'
                    ? 'Create account'
                    : arrivedWithLink
                      ? 'Finish signing in'
                      : 'Email me a link'}
              </Button>
            </Stack>
          </form>
        </Tabs.Content>
      </Tabs.Root>
      {emulated ? (
        <EmulatedGoogleDialog disabled={busy} onSignedIn={onSignedIn} />
      ) : (
        <Button
          variant="soft"
          disabled={busy}
          onClick={() => void run(() => authActions.signInWithGoogle(), onSignedIn)}
        >
          Continue with Google
        </Button>
      )}
    </Stack>
  );
}
