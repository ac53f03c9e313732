// The shared users of one organisation: orgs/{tid}/sharedUsers/{uid}, one record per person
// (a shared user sees one tenant). Their access itself is in their Auth claims (sharing-access.ts);
// this record is what the organisation lists, counts and audits.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { SHARED_USERS_MAX } from '@assay/domain/sharing';
import { isoFrom, num, optionalIsoFrom, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

/** A shared user as stored; status and last sign-in are derived when listed. */
export interface SharedUserRecord {
  uid: string;
  email: string;
  tenantId: string;
  invitedBy: string;
  invitedByName: string;
  invitedAt: string;
  sentAt: string;
  sends: number;
  revokedAt?: string;
  /** sha256 (hex) of the invitation link's token (never the token); a new one per send, none once revoked. */
  linkHash?: string;
}

export const sharedUserMapper: Mapper<SharedUserRecord> = {
  toDoc: (record) => ({
    ...record,
    invitedAt: timestampFromIso(record.invitedAt),
    sentAt: timestampFromIso(record.sentAt),
    revokedAt: record.revokedAt ? timestampFromIso(record.revokedAt) : null,
    linkHash: record.linkHash ?? null,
  }),
  fromDoc(data: DocumentData) {
    const revokedAt = optionalIsoFrom(data.revokedAt, 'revokedAt');
    return {
      uid: str(data.uid, 'uid'),
      email: str(data.email, 'email'),
      tenantId: str(data.tenantId, 'tenantId'),
      invitedBy: str(data.invitedBy, 'invitedBy'),
      invitedByName: str(data.invitedByName, 'invitedByName'),
      invitedAt: isoFrom(data.invitedAt, 'invitedAt'),
      sentAt: isoFrom(data.sentAt, 'sentAt'),
      sends: num(data.sends, 1),
      ...(revokedAt ? { revokedAt } : {}),
      ...(typeof data.linkHash === 'string' ? { linkHash: data.linkHash } : {}),
    };
  },
};

function sharedUserDoc(tid: string, uid: string): Doc<SharedUserRecord> {
  return docAt(`${collections.orgs}/${tid}/${collections.sharedUsers}/${uid}`, sharedUserMapper);
}

export interface SharedUserQueries {
  /** A tenant's shared users (revoked ones included), newest invitation first, at most SHARED_USERS_MAX. */
  ofTenant(tenantId: string): Promise<SharedUserRecord[]>;
}

export interface SharedUserReads extends SharedUserQueries {
  get(uid: string): Promise<SharedUserRecord | null>;
}

export interface SharedUserWrites {
  get(uid: string): Promise<SharedUserRecord | null>;
  put(record: SharedUserRecord): void;
}

export function sharedUserReads(reader: Reader, tid: string, queries: SharedUserQueries): SharedUserReads {
  return { ...queries, get: (uid) => reader.get(sharedUserDoc(tid, uid)) };
}

export function sharedUserWrites(uow: UnitOfWork, tid: string): SharedUserWrites {
  return {
    get: (uid) => uow.get(sharedUserDoc(tid, uid)),
    put: (record) => uow.set(sharedUserDoc(tid, record.uid), record),
  };
}

export function firestoreSharedUserQueries(db: Firestore, tid: string): SharedUserQueries {
  return {
    async ofTenant(tenantId) {
      const snap = await db
        .collection(collections.orgs)
        .doc(tid)
        .collection(collections.sharedUsers)
        .where('tenantId', '==', tenantId)
        .orderBy('invitedAt', 'desc')
        .limit(SHARED_USERS_MAX)
        .get();
      return snap.docs.map((doc) => sharedUserMapper.fromDoc(doc.data()));
    },
  };
}
