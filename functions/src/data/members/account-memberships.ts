// The per-account index of memberships: accounts/{uid}/memberships/{tid} mirrors
// orgs/{tid}/members/{uid} (role and joining date). The members repository writes both in the
// same unit of work (members.ts), so the index is exactly the member documents; it answers
// "which organisations does this account belong to" in one bounded read of the account's own
// documents, where the member documents are spread over every organisation.
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { isMemberRole } from '@assay/domain/roles';
import type { MemberRole } from '@assay/domain/roles';
import { isoFrom, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper } from '../store/store.ts';

/** One membership of an account, as its index holds it. */
export interface AccountMembership {
  tid: string;
  role: MemberRole;
  joinedAt: string;
}

/** An account belongs to few organisations; a bound keeps the read small whatever happens. */
export const ACCOUNT_MEMBERSHIPS_MAX = 50;

export const accountMembershipMapper: Mapper<AccountMembership> = {
  fromDoc(data: DocumentData) {
    const role = data.role as unknown;
    if (!isMemberRole(role)) throw new Error('Stored membership has an unknown role');
    return { tid: str(data.tid, 'tid'), role, joinedAt: isoFrom(data.joinedAt, 'joinedAt') };
  },
  toDoc: (membership) => ({ ...membership, joinedAt: timestampFromIso(membership.joinedAt) }),
};

const membershipsOf = (uid: string) => `${collections.accounts}/${uid}/${collections.accountMemberships}`;

/** The index document of `uid`'s membership of organisation `tid`. */
export function accountMembershipDoc(uid: string, tid: string): Doc<AccountMembership> {
  return docAt(`${membershipsOf(uid)}/${tid}`, accountMembershipMapper);
}

/** One account's memberships (the account is fixed when this is built: no other uid is reachable). */
export interface AccountMemberships {
  /** Every membership, oldest first (at most ACCOUNT_MEMBERSHIPS_MAX). */
  list(): Promise<AccountMembership[]>;
}

const byJoining = (a: AccountMembership, b: AccountMembership) =>
  a.joinedAt.localeCompare(b.joinedAt) || a.tid.localeCompare(b.tid);

export function firestoreAccountMemberships(db: Firestore, uid: string): AccountMemberships {
  return {
    async list() {
      const snap = await db
        .collection(membershipsOf(uid))
        .orderBy('joinedAt', 'asc')
        .limit(ACCOUNT_MEMBERSHIPS_MAX)
        .get();
      return snap.docs.map((doc) => accountMembershipMapper.fromDoc(doc.data())).sort(byJoining);
    },
  };
}

export function memoryAccountMemberships(store: MemoryStore, uid: string): AccountMemberships {
  return {
    list: () =>
      Promise.resolve(
        store
          .collection(membershipsOf(uid))
          .map((data) => accountMembershipMapper.fromDoc(data))
          .sort(byJoining)
          .slice(0, ACCOUNT_MEMBERSHIPS_MAX),
      ),
  };
}
