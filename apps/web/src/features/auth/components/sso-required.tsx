// What a member sees in place of their organisation's pages while their domain requires single
// sign-on and they signed in another way: the server refuses their calls (reason sso-required)
// until they sign in with the identity provider, which this offers (same address, same account).
import { paths } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { toAppError, type AppError } from '@assay/client';
import { m } from '@assay/messages';
import { Banner, Button, EmptyState, Inline, Stack } from '@assay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { SsoSignInButton } from './sso-sign-in-button.tsx';

export function SsoRequired() {
  const { session } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<AppError | null>(null);
  const providerId = session?.ssoProvider;
  if (!providerId) return null;
  async function signIn(action: () => Promise<unknown>) {
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (caught) {
      setError(toAppError(caught));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Stack gap="md">
      {error && <Banner tone="danger">{error.message}</Banner>}
      <EmptyState
        icon="shield"
        title={m.sso_signs_in_with_sso()}
        description={m.sso_required_body()}
        action={
          <Inline gap="sm">
            <SsoSignInButton providerId={providerId} email={session.email ?? ''} busy={busy} run={signIn} />
            <Button asChild variant="ghost">
              <Link to={paths.signOut()}>{m.account_sign_out()}</Link>
            </Button>
          </Inline>
        }
      />
    </Stack>
  );
}
