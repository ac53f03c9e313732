// MembershipQueries over a MemoryStore, ordered as on Firestore.
import { MEMBERS_LIST_MAX } from '@assay/domain/members';
import { invitationMapper } from '../invitations/invitations.ts';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { memberMapper } from './members.ts';
import type { MembershipQueries } from './queries.ts';

export function memoryMembershipQueries(store: MemoryStore, tid: string): MembershipQueries {
  const under = (name: string) => store.collection(`${collections.orgs}/${tid}/${name}`);
  return {
    members: () =>
      Promise.resolve(
        under(collections.members)
          .map((data) => memberMapper.fromDoc(data))
          .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt))
          .slice(0, MEMBERS_LIST_MAX),
      ),
    invitations: () =>
      Promise.resolve(
        under(collections.invitations)
          .map((data) => invitationMapper.fromDoc(data))
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, MEMBERS_LIST_MAX),
      ),
  };
}
