import { useClient } from '@assay/client';
import { Button, ConfirmDialog, Stack, TextField } from '@assay/ui';
import { useState } from 'react';
import { m } from '@assay/messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * An identity provider's sign-in on the local emulators: pick the identity to sign in as, like the
 * Auth emulator's own account chooser (whose popup needs Google's iframe script, which offline
 * machines cannot load). Production uses the provider's real popup instead.
 */
export function EmulatedIdpDialog({
  disabled,
  triggerLabel,
  title,
  description,
  confirmLabel,
  emailLabel,
  initialEmail = '',
  signIn,
}: {
  disabled: boolean;
  triggerLabel: string;
  title: string;
  description: string;
  confirmLabel: string;
  emailLabel: string;
  initialEmail?: string;
  signIn: (email: string, displayName: string) => Promise<unknown>;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [name, setName] = useState('');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="soft" disabled={disabled}>
          {triggerLabel}
        </Button>
      }
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      isValid={() => EMAIL_PATTERN.test(email.trim()) && name.trim() !== ''}
      onConfirm={() => signIn(email.trim(), name.trim())}
    >
      <Stack gap="md">
        <TextField
          label={emailLabel}
          type="email"
          value={email}
          onValueChange={setEmail}
          maxLength={254}
          required
        />
        <TextField
          label={m.common_display_name()}
          value={name}
          onValueChange={setName}
          maxLength={80}
          required
        />
      </Stack>
    </ConfirmDialog>
  );
}

/** "Continue with Google" on the local emulators. */
export function EmulatedGoogleDialog({
  disabled,
  onSignedIn,
}: {
  disabled: boolean;
  onSignedIn: () => void;
}) {
  const { authActions } = useClient();
  return (
    <EmulatedIdpDialog
      disabled={disabled}
      triggerLabel={m.signin_google()}
      title={m.emulated_google_title()}
      description={m.emulated_google_description()}
      confirmLabel={m.emulated_google_confirm()}
      emailLabel={m.emulated_google_email()}
      signIn={async (email, name) => {
        await authActions.signInWithEmulatedGoogle(email, name);
        onSignedIn();
      }}
    />
  );
}
