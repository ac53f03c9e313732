// The members page of /admin: every member and pending invitation of an organisation, each in
// one bounded read (plans allow at most 100 members, MEMBERS_LIST_MAX caps a comped plan).
import type { Firestore } from 'firebase-admin/firestore';
import type { Member } from '@assay/domain/members';
import { MEMBERS_LIST_MAX } from '@assay/domain/members';
import { invitationMapper } from '../invitations/invitations.ts';
import type { InvitationRecord } from '../invitations/invitations.ts';
import { collections } from '../paths.ts';
import { memberMapper } from './members.ts';

export interface MembershipQueries {
  /** Members by joining date, oldest first (at most MEMBERS_LIST_MAX). */
  members(): Promise<Member[]>;
  /** Pending invitations by creation date, newest first (at most MEMBERS_LIST_MAX). */
  invitations(): Promise<InvitationRecord[]>;
}

export function firestoreMembershipQueries(db: Firestore, tid: string): MembershipQueries {
  const org = db.collection(collections.orgs).doc(tid);
  return {
    async members() {
      const snap = await org
        .collection(collections.members)
        .orderBy('joinedAt', 'asc')
        .limit(MEMBERS_LIST_MAX)
        .get();
      return snap.docs.map((doc) => memberMapper.fromDoc(doc.data()));
    },
    async invitations() {
      const snap = await org
        .collection(collections.invitations)
        .orderBy('createdAt', 'desc')
        .limit(MEMBERS_LIST_MAX)
        .get();
      return snap.docs.map((doc) => invitationMapper.fromDoc(doc.data()));
    },
  };
}
