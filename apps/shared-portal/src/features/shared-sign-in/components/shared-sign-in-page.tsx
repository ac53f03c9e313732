import { toAppError, useClient, type AppError } from '@assay/client';
import { sharedSignInLink } from '@assay/domain/sharing/link';
import { m } from '@assay/messages';
import { useClientLocale } from '@assay/views/locale';
import { BadLinkPage, Banner, Button, LoadingState, PageHeader, Stack, TextField } from '@assay/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { invitationOf, useSharingInvitation } from '../api/get-sharing-invitation.ts';
import * as styles from './shared-sign-in-page.css.ts';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Passwordless sign-in for shared users: request a link, then open it on this page.
 * Once signed in, the guard sends the user to their shared tenant (started alone, the page calls
 * `onSignedIn` instead, which loads the portal). The invitation's link carries
 * a secret token: once the server has checked it, the page names who shared which tenant; a bad
 * one gets a page of its own (an email link still signs in: its name is only a courtesy).
 */
export function SharedSignInPage({ tenantId, onSignedIn }: { tenantId: string; onSignedIn?: () => void }) {
  const { authActions } = useClient();
  const [email, setEmail] = useState(() => authActions.storedEmailForLink() ?? '');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const isLink = authActions.isEmailLink(window.location.href);
  const completing = useRef(false);
  const [invitation] = useState(() => invitationOf(window.location.search));
  // An email link opened on the same browser signs in at once: there is nothing to name.
  const named = useSharingInvitation(tenantId, invitation, !(isLink && authActions.storedEmailForLink()));
  useClientLocale(named.data?.language);

  // Opened from the email on the same browser: complete at once with the remembered address.
  useEffect(() => {
    if (!isLink || completing.current || !authActions.storedEmailForLink()) return;
    completing.current = true;
    setBusy(true);
    authActions.completeEmailLink(window.location.href).then(
      () => onSignedIn?.(),
      (caught: unknown) => {
        setError(toAppError(caught));
        setBusy(false);
      },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, [isLink, authActions]);

  const emailProblem = EMAIL_PATTERN.test(email.trim()) ? undefined : m.signin_error_email_invalid();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setSubmitted(true);
    if (emailProblem) return;
    setBusy(true);
    setError(null);
    try {
      if (isLink) {
        await authActions.completeEmailLink(window.location.href, email.trim());
        onSignedIn?.();
      } else {
        // The email link returns here with the invitation's token, so the page names them again.
        await authActions.sendEmailLink(
          email.trim(),
          sharedSignInLink(window.location.origin, tenantId, invitation ?? undefined),
        );
        setSent(true);
      }
    } catch (caught) {
      setError(toAppError(caught));
    } finally {
      setBusy(false);
    }
  }

  if (!isLink && named.isError) {
    const limited = toAppError(named.error).code === 'resource-exhausted';
    return (
      <BadLinkPage
        title={limited ? m.badlink_limited_title() : m.badlink_title()}
        description={limited ? m.shared_signin_limited() : m.shared_signin_bad_link()}
      />
    );
  }

  if (named.isLoading) {
    return (
      <main id="main" className={styles.page}>
        <LoadingState label={m.shared_signin_checking()} />
      </main>
    );
  }
  const shared = named.data;
  const intro = shared
    ? `${m.shared_signin_intro({ organisation: shared.organisationName, tenant: shared.tenantName })} `
    : '';
  return (
    <main id="main" className={styles.page}>
      <Stack gap="lg">
        <PageHeader
          title={
            shared ? m.shared_signin_title_named({ tenant: shared.tenantName }) : m.shared_signin_title()
          }
          description={`${intro}${isLink ? m.shared_signin_confirm() : m.shared_signin_how()}`}
        />
        {error && <Banner tone="danger">{error.message}</Banner>}
        {sent && <Banner tone="success">{m.signin_link_sent({ email: email.trim() })}</Banner>}
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={m.shared_signin_form()}>
          <Stack gap="md">
            <TextField
              label={m.signin_email()}
              type="email"
              value={email}
              onValueChange={setEmail}
              maxLength={254}
              autoComplete="email"
              error={submitted ? emailProblem : undefined}
              required
            />
            <Button type="submit" loading={busy}>
              {isLink ? m.signin_submit_signin() : m.signin_submit_send_link()}
            </Button>
          </Stack>
        </form>
      </Stack>
    </main>
  );
}
