// Sign-in discovery (issue 25): whether an address signs in with its organisation's identity
// provider. Asked once per address when the email field is left, so a person who signs in with a
// password never waits for it; a failed lookup leaves the password form as it is.
import { useCall } from '@assay/client';
import { emailRules, firstFailure } from '@assay/views/account/rules';
import { useRef, useState } from 'react';

export interface SsoDiscovered {
  /** The address asked about (trimmed, lower case). */
  email: string;
  /** The domain it belongs to. */
  domain: string;
  /** The Identity Platform provider to sign in with (`oidc.…`). */
  providerId: string;
}

export function useSsoDiscovery() {
  const call = useCall();
  const [found, setFound] = useState<SsoDiscovered | null>(null);
  const asked = useRef<string | null>(null);
  function discover(email: string) {
    const address = email.trim().toLowerCase();
    if (firstFailure(address, emailRules) || asked.current === address) return;
    asked.current = address;
    call('sso-discover', { email: address }).then(
      ({ providerId }) => {
        if (asked.current !== address) return;
        const domain = address.slice(address.lastIndexOf('@') + 1);
        setFound(providerId ? { email: address, domain, providerId } : null);
      },
      // Discovery is a shortcut: without an answer, signing in with a password stays possible.
      () => undefined,
    );
  }
  /** What discovery found for `email` as it is typed now, or null. */
  const forEmail = (email: string) => (found?.email === email.trim().toLowerCase() ? found : null);
  return { discover, forEmail };
}
