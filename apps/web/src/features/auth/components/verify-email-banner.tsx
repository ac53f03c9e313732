import { toAppError, useClient } from '@assay/client';
import { Banner, Button, Inline, useToast } from '@assay/ui';
import { useState } from 'react';

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
  if (!email) return null;

  async function run(kind: 'resend' | 'check') {
    setBusy(kind);
    try {
      if (kind === 'resend') {
        await authActions.resendVerification();
        toast({ title: `We sent a new link to ${email}`, tone: 'success' });
      } else if (await authActions.refreshVerification()) {
        toast({ title: 'Email address verified', tone: 'success' });
        setEmail(null);
      } else {
        toast({ title: 'Not verified yet: open the link in the email we sent, then try again.' });
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
      title="Verify your email address"
      action={
        <Inline gap="xs" wrap={false}>
          <Button size="xs" variant="soft" loading={busy === 'resend'} onClick={() => void run('resend')}>
            Resend link
          </Button>
          <Button size="xs" variant="ghost" loading={busy === 'check'} onClick={() => void run('check')}>
            I've verified
          </Button>
        </Inline>
      }
    >
      We sent a link to {email}. Until it is verified, signing in with Google on this address would replace
      your password.
    </Banner>
  );
}
