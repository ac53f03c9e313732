import { m } from '@assay/messages';
import { EMAIL_VERIFIED_PARAM, toAppError, useClient } from '@assay/client';
import { Banner, Button, Inline, useToast } from '@assay/ui';
import { useEffect, useState } from 'react';

/**
 * Until a password account's address is verified, says so with "Resend" and "I've verified":
 * verification is what lets Google sign-in with the same address join the account instead of
 * replacing its password.
 */
export function VerifyEmailBanner() {
  const { authActions } = useClient();
  const { toast } = useToast();
  const [email, setEmail] = useState(() => authActions.unverifiedEmail());
  const [busy, setBusy] = useState<'resend' | 'check' | null>(null);

  // Back from the verification link (its continue URL): confirm at once instead of waiting for
  // "I've verified", and drop the marker so a reload does not ask again.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!url.searchParams.has(EMAIL_VERIFIED_PARAM)) return;
    url.searchParams.delete(EMAIL_VERIFIED_PARAM);
    window.history.replaceState(window.history.state, '', url);
    if (email) void run('check', true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival
  }, []);

  if (!email) return null;

  /** `quiet`: a check nobody asked for says nothing when the address is not verified yet. */
  async function run(kind: 'resend' | 'check', quiet = false) {
    setBusy(kind);
    try {
      if (kind === 'resend') {
        await authActions.resendVerification();
        toast({ title: m.verify_sent({ email: email ?? '' }), tone: 'success' });
      } else if (await authActions.refreshVerification()) {
        toast({ title: m.verify_done(), tone: 'success' });
        setEmail(null);
      } else if (!quiet) {
        toast({ title: m.verify_not_yet() });
      }
    } catch (error) {
      toast({ title: toAppError(error).message, tone: 'danger' });
    } finally {
      setBusy(null);
    }
  }

  return (
    <Banner
      tone="warning"
      flush
      title={m.verify_title()}
      action={
        <Inline gap="xs" wrap={false}>
          <Button size="xs" variant="soft" loading={busy === 'resend'} onClick={() => void run('resend')}>
            {m.verify_resend()}
          </Button>
          <Button size="xs" variant="ghost" loading={busy === 'check'} onClick={() => void run('check')}>
            {m.verify_checked()}
          </Button>
        </Inline>
      }
    >
      {m.verify_body({ email })}
    </Banner>
  );
}
