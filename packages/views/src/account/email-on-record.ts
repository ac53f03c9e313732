// After someone changes their address (verifyBeforeUpdateEmail, confirmed from a mail), their
// new token carries it, but their membership or tenant share still names the old one until the
// server copies it over (account-syncEmail). The shells ask once per address per browser: the
// last address handed over is remembered, so an unchanged account costs no call.
import { useSession } from '@assay/auth/react';
import { useCall } from '@assay/client';
import { useEffect } from 'react';

const STORAGE_KEY = 'assay.emailOnRecord';

function remembered(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function remember(value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, value);
  } catch {
    // Private mode without storage: the next start asks again, which is harmless.
  }
}

/** Hands the signed-in account's address to the server when it differs from the last one handed over. */
export function useEmailOnRecord(): void {
  const { session } = useSession();
  const call = useCall();
  const uid = session?.uid;
  const email = session?.email;
  useEffect(() => {
    if (!uid || !email) return;
    const key = `${uid}:${email.toLowerCase()}`;
    if (remembered() === key) return;
    // A failure is retried on the next start; nothing on screen depends on it.
    call('account-syncEmail', {}).then(
      ({ email: onRecord }) => {
        if (onRecord === email.toLowerCase()) remember(key);
      },
      () => undefined,
    );
  }, [uid, email, call]);
}
