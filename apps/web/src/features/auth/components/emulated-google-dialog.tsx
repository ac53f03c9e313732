import { useClient } from '@assay/client';
import { Button, ConfirmDialog, Stack, TextField } from '@assay/ui';
import { useState } from 'react';
import { m } from '@assay/messages';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * "Continue with Google" on the local emulators: pick the Google identity to sign in as, like the
 * Auth emulator's own account chooser. Production uses Google's real popup instead.
 */
export function EmulatedGoogleDialog({
  disabled,
  onSignedIn,
}: {
  disabled: boolean;
  onSignedIn: () => void;
}) {
  const { authActions } = useClient();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  return (
    <ConfirmDialog
      trigger={
        <Button variant="soft" disabled={disabled}>
          {m.signin_google()}
        </Button>
      }
      title={m.emulated_google_title()}
      description={m.emulated_google_description()}
      confirmLabel={m.emulated_google_confirm()}
      isValid={() => EMAIL_PATTERN.test(email.trim()) && name.trim() !== ''}
      onConfirm={async () => {
        await authActions.signInWithEmulatedGoogle(email.trim(), name.trim());
        onSignedIn();
      }}
    >
      <Stack gap="md">
        <TextField
          label={m.emulated_google_email()}
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
