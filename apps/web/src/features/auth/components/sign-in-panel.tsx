import { toAppError, useClient, type AppError } from '@assay/client';
import { Banner, Button, Stack, Tabs, TextField } from '@assay/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { m } from '@assay/messages';
import { EmulatedGoogleDialog } from './emulated-idp-dialog.tsx';
import { SsoSignInButton } from './sso-sign-in-button.tsx';
import { useSsoDiscovery } from '../api/sso-discovery.ts';
import { emailRules, firstFailure, nameRules, passwordRules } from '@assay/views/account/rules';
import { useSecondFactorGate } from '@assay/views/account/second-factor';
import { ResetRequestForm } from './reset-request-form.tsx';
import { EmailField } from './email-field.tsx';
import * as styles from './sign-in-page.css.ts';

/**
 * Sign in, create an account, or get an email link; Google for either. `onSignedIn` moves on
 * (the email link comes back to `returnTo` through /signin).
 *
 * Single sign-on: leaving the email field asks whether its domain signs in with an organisation's
 * identity provider (sign-in discovery); if so, the password gives way to "Continue with single
 * sign-on" (a password stays one click away). Identifier-first like Slack or Atlassian, but on
 * blur rather than behind a "Continue" step, so someone signing in with a password (or a password
 * manager filling both fields) never waits for the lookup; Linear and Vercel keep SSO behind a
 * separate button, which members of an SSO organisation have to know to look for.
 */
export function SignInPanel({ returnTo, onSignedIn }: { returnTo: string; onSignedIn: () => void }) {
  const { authActions, emulated } = useClient();
  // An account with two-step sign-in is asked for its code before it is signed in.
  const { gate, dialog } = useSecondFactorGate();
  const [mode, setMode] = useState<'signin' | 'signup' | 'link'>('signin');
  // "Forgot password?": the reset request replaces the tabs until the person goes back.
  const [resetting, setResetting] = useState(false);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [displayName, setDisplayName] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const [linkSent, setLinkSent] = useState(false);
  const { discover, forEmail } = useSsoDiscovery();
  const [passwordInstead, setPasswordInstead] = useState(false);
  const sso = mode !== 'link' && !passwordInstead ? forEmail(email) : null;
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
      await gate(action);
      after();
    } catch (caught) {
      setError(toAppError(caught));
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Single sign-on starts from its button (Enter in the email field does nothing more).
    if (sso) return;
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

  if (resetting)
    return (
      <ResetRequestForm
        initialEmail={email.trim()}
        onBack={() => {
          setResetting(false);
          setError(null);
        }}
      />
    );

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
        <Tabs.List aria-label={m.signin_ways()} className={styles.ways}>
          <Tabs.Trigger value="signin">{m.signin_tab_signin()}</Tabs.Trigger>
          <Tabs.Trigger value="signup">{m.signin_tab_signup()}</Tabs.Trigger>
          <Tabs.Trigger value="link">{m.signin_tab_link()}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value={mode}>
          <form
            onSubmit={onSubmit}
            noValidate
            aria-label={mode === 'signup' ? m.signin_tab_signup() : m.signin_tab_signin()}
          >
            <Stack gap="md">
              {formError && <Banner tone="danger">{formError}</Banner>}
              {linkSent && <Banner tone="success">{m.signin_link_sent({ email })}</Banner>}
              {mode === 'link' && arrivedWithLink && !busy && (
                // Opened in another browser than the one that asked for it: it needs the address again.
                <Banner tone="info" title={m.signin_link_opened_title()}>
                  {m.signin_link_opened_body()}
                </Banner>
              )}
              {mode === 'signup' && (
                <TextField
                  label={m.signin_name()}
                  value={displayName}
                  onValueChange={setDisplayName}
                  maxLength={80}
                  autoComplete="name"
                  error={show('displayName')}
                  required
                />
              )}
              <EmailField
                value={email}
                onValueChange={setEmail}
                onBlur={() => discover(email)}
                error={show('email')}
              />
              {sso && (
                <>
                  <Banner tone="info" title={m.sso_signs_in_with_sso()}>
                    {m.signin_sso_found({ domain: sso.domain })}
                  </Banner>
                  <SsoSignInButton
                    providerId={sso.providerId}
                    email={sso.email}
                    busy={busy}
                    run={(signIn) => run(signIn, onSignedIn)}
                  />
                  <button type="button" className={styles.forgot} onClick={() => setPasswordInstead(true)}>
                    {m.signin_sso_use_password()}
                  </button>
                </>
              )}
              {mode !== 'link' && !sso && (
                <TextField
                  label={m.signin_password()}
                  type="password"
                  value={password}
                  onValueChange={setPassword}
                  maxLength={128}
                  autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
                  hint={mode === 'signup' ? m.signin_password_hint() : undefined}
                  error={show('password')}
                  required
                />
              )}
              {mode === 'signin' && !sso && (
                <button type="button" className={styles.forgot} onClick={() => setResetting(true)}>
                  {m.signin_forgot()}
                </button>
              )}
              {!sso && (
                <Button type="submit" loading={busy}>
                  {mode === 'signin'
                    ? m.signin_submit_signin()
                    : mode === 'signup'
                      ? m.signin_submit_signup()
                      : arrivedWithLink
                        ? m.signin_submit_finish_link()
                        : m.signin_submit_send_link()}
                </Button>
              )}
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
          {m.signin_google()}
        </Button>
      )}
      {dialog}
    </Stack>
  );
}
