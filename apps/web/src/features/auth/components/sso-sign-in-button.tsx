// "Continue with single sign-on": the identity provider's popup, or on the local emulators a
// dialog that picks the identity (the emulator's own IdP page needs Google's iframe script).
// `run` performs the sign-in and reports its failure where the screen shows errors.
import { useClient } from '@assay/client';
import { m } from '@assay/messages';
import { Button } from '@assay/ui';
import { EmulatedIdpDialog } from './emulated-idp-dialog.tsx';

export function SsoSignInButton({
  providerId,
  email,
  busy,
  run,
}: {
  providerId: string;
  /** The address the dialog starts with on the emulators. */
  email: string;
  busy: boolean;
  run: (signIn: () => Promise<unknown>) => Promise<unknown>;
}) {
  const { authActions, emulated } = useClient();
  return emulated ? (
    <EmulatedIdpDialog
      disabled={busy}
      triggerLabel={m.signin_sso_continue()}
      title={m.emulated_sso_title()}
      description={m.emulated_sso_description()}
      confirmLabel={m.signin_sso_continue()}
      emailLabel={m.signin_email()}
      initialEmail={email}
      signIn={(address, name) => run(() => authActions.signInWithEmulatedSso(providerId, address, name))}
    />
  ) : (
    <Button loading={busy} onClick={() => void run(() => authActions.signInWithSso(providerId))}>
      {m.signin_sso_continue()}
    </Button>
  );
}
