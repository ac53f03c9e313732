// The email domains an organisation claims for single sign-on: orgs/{tid}/ssoDomains/{domain},
// and, once verified, the global index ssoDomainOwners/{domain} = { tid } that makes a domain
// one organisation's only (created in the verifying transaction; removed with the claim).
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { emailDomain, ssoDomainStatuses } from '@assay/domain/sso';
import type { SsoDomainStatus } from '@assay/domain/sso';
import { isoFrom, optionalIsoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import { ssoProviderReads } from './sso-provider.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

export interface StoredSsoDomain {
  /** The domain, lower case (also the document id). */
  domain: string;
  status: SsoDomainStatus;
  /** The random part of the TXT record's text (`assay-verification=<secret>`). */
  secret: string;
  claimedAt: string;
  claimedBy: string;
  claimedByName?: string;
  verifiedAt?: string;
  /** Members with an address at this domain must sign in with the identity provider (absent: false). */
  required?: boolean;
}

export const ssoDomainMapper: Mapper<StoredSsoDomain> = {
  toDoc: (claim) => ({
    domain: claim.domain,
    status: claim.status,
    secret: claim.secret,
    claimedAt: timestampFromIso(claim.claimedAt),
    claimedBy: claim.claimedBy,
    claimedByName: claim.claimedByName ?? null,
    verifiedAt: claim.verifiedAt ? timestampFromIso(claim.verifiedAt) : null,
    required: claim.required === true,
  }),
  fromDoc(data: DocumentData) {
    const status = str(data.status, 'status');
    if (!(ssoDomainStatuses as readonly string[]).includes(status))
      throw new Error(`Unknown SSO domain status "${status}"`);
    const claimedByName = optionalStr(data.claimedByName);
    const verifiedAt = optionalIsoFrom(data.verifiedAt, 'verifiedAt');
    return {
      domain: str(data.domain, 'domain'),
      status: status as SsoDomainStatus,
      secret: str(data.secret, 'secret'),
      claimedAt: isoFrom(data.claimedAt, 'claimedAt'),
      claimedBy: str(data.claimedBy, 'claimedBy'),
      ...(claimedByName ? { claimedByName } : {}),
      ...(verifiedAt ? { verifiedAt } : {}),
      ...(data.required === true ? { required: true } : {}),
    };
  },
};

interface DomainOwner {
  tid: string;
}

const ownerMapper: Mapper<DomainOwner> = {
  toDoc: (owner) => ({ tid: owner.tid }),
  fromDoc: (data) => ({ tid: str(data.tid, 'tid') }),
};

function claimDoc(tid: string, domain: string): Doc<StoredSsoDomain> {
  return docAt(`${collections.orgs}/${tid}/${collections.ssoDomains}/${domain}`, ssoDomainMapper);
}

function ownerDoc(domain: string): Doc<DomainOwner> {
  return docAt(`${collections.ssoDomainOwners}/${domain}`, ownerMapper);
}

export interface SsoDomainQueries {
  /** The organisation's claims, oldest first. */
  list(): Promise<StoredSsoDomain[]>;
}

export interface SsoDomainReads extends SsoDomainQueries {
  get(domain: string): Promise<StoredSsoDomain | null>;
}

export interface SsoDomainWrites {
  get(domain: string): Promise<StoredSsoDomain | null>;
  /** The organisation that verified `domain`, if any (the global index). */
  ownerOf(domain: string): Promise<string | null>;
  put(claim: StoredSsoDomain): void;
  /**
   * Marks the claim verified and makes the domain this organisation's (`indexed`: the index
   * already says so); creating the index fails the transaction if another organisation's appeared.
   */
  verify(claim: StoredSsoDomain, indexed: boolean): void;
  /** Removes the claim, and the index entry when it is this organisation's (the caller checked). */
  remove(domain: string, ownsIndex: boolean): void;
  /**
   * The provider a member at `email`'s domain must sign in with: the organisation's, when its
   * verified claim of the domain requires single sign-on; undefined otherwise (two reads).
   */
  requiredProvider(email: string): Promise<string | undefined>;
}

export function ssoDomainReads(reader: Reader, tid: string, queries: SsoDomainQueries): SsoDomainReads {
  return { list: () => queries.list(), get: (domain) => reader.get(claimDoc(tid, domain)) };
}

export function ssoDomainWrites(uow: UnitOfWork, tid: string): SsoDomainWrites {
  return {
    get: (domain) => uow.get(claimDoc(tid, domain)),
    ownerOf: async (domain) => (await uow.get(ownerDoc(domain)))?.tid ?? null,
    put: (claim) => uow.set(claimDoc(tid, claim.domain), claim),
    verify(claim, indexed) {
      if (!indexed) uow.create(ownerDoc(claim.domain), { tid });
      uow.set(claimDoc(tid, claim.domain), claim);
    },
    remove(domain, ownsIndex) {
      uow.delete(claimDoc(tid, domain));
      if (ownsIndex) uow.delete(ownerDoc(domain));
    },
    async requiredProvider(email) {
      const domain = emailDomain(email);
      if (!domain) return undefined;
      const [claim, provider] = await Promise.all([
        uow.get(claimDoc(tid, domain)),
        ssoProviderReads(uow, tid).get(),
      ]);
      return claim?.status === 'verified' && claim.required === true && provider
        ? provider.providerId
        : undefined;
    },
  };
}

/** Which organisation verified a domain (one read): sign-in discovery and just-in-time joining. */
export function ssoDomainLookup(reader: Reader): { ownerOf(domain: string): Promise<string | null> } {
  return { ownerOf: async (domain) => (await reader.get(ownerDoc(domain)))?.tid ?? null };
}

export function firestoreSsoDomainQueries(db: Firestore, tid: string): SsoDomainQueries {
  return {
    async list() {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.ssoDomains)
        .orderBy('claimedAt', 'asc')
        .get();
      return snap.docs.map((doc) => ssoDomainMapper.fromDoc(doc.data()));
    },
  };
}
