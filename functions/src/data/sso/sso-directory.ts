// Which identity provider an email domain signs in with, across organisations: the global index
// ssoDomainOwners/{domain} (written when an organisation verifies the domain) and that
// organisation's provider record. Sign-in discovery (public) and just-in-time joining read it.
import type { Firestore } from 'firebase-admin/firestore';
import type { SsoProvider } from '@assay/domain/sso';
import { firestoreStore } from '../store/firestore-store.ts';
import type { Reader } from '../store/store.ts';
import { ssoDomainLookup } from './sso-domains.ts';
import { ssoProviderReads } from './sso-provider.ts';

export interface SsoDirectory {
  /**
   * The organisation that verified `domain` and its provider; null when no organisation verified
   * it or the one that did has no provider yet. One read, two when the domain is verified.
   */
  providerFor(domain: string): Promise<{ tid: string; provider: SsoProvider } | null>;
}

export function ssoDirectory(reader: Reader): SsoDirectory {
  const owners = ssoDomainLookup(reader);
  return {
    async providerFor(domain) {
      const tid = await owners.ownerOf(domain);
      if (!tid) return null;
      const provider = await ssoProviderReads(reader, tid).get();
      return provider ? { tid, provider } : null;
    },
  };
}

export function firestoreSsoDirectory(db: Firestore): SsoDirectory {
  return ssoDirectory(firestoreStore(db));
}
