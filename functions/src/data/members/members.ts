// The members aggregate: orgs/{tid}/members/{uid}, and the account's index of its memberships
// (accounts/{uid}/memberships/{tid}, account-memberships.ts) written in the same unit of work.
import type { DocumentData } from 'firebase-admin/firestore';
import type { Member } from '@assay/domain/members';
import { isMemberRole } from '@assay/domain/roles';
import { isoFrom, optionalStr, str, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { accountMembershipDoc } from './account-memberships.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

export const memberMapper: Mapper<Member> = {
  fromDoc(data: DocumentData) {
    const role = data.role as unknown;
    if (!isMemberRole(role)) throw new Error('Stored member has an unknown role');
    return {
      uid: str(data.uid, 'uid'),
      email: optionalStr(data.email) ?? '',
      displayName: optionalStr(data.displayName) ?? '',
      role,
      joinedAt: isoFrom(data.joinedAt, 'joinedAt'),
    };
  },
  toDoc: (member) => ({ ...member, joinedAt: timestampFromIso(member.joinedAt) }),
};

function memberDoc(tid: string, uid: string): Doc<Member> {
  return docAt(`${collections.orgs}/${tid}/${collections.members}/${uid}`, memberMapper);
}

export interface MemberReads {
  get(uid: string): Promise<Member | null>;
}

export interface MemberWrites extends MemberReads {
  put(member: Member): void;
  remove(uid: string): void;
}

export function memberReads(reader: Reader, tid: string): MemberReads {
  return { get: (uid) => reader.get(memberDoc(tid, uid)) };
}

export function memberWrites(uow: UnitOfWork, tid: string): MemberWrites {
  return {
    ...memberReads(uow, tid),
    put: (member) => {
      uow.set(memberDoc(tid, member.uid), member);
      uow.set(accountMembershipDoc(member.uid, tid), { tid, role: member.role, joinedAt: member.joinedAt });
    },
    remove: (uid) => {
      uow.delete(memberDoc(tid, uid));
      uow.delete(accountMembershipDoc(uid, tid));
    },
  };
}
