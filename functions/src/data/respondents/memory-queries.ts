// The invitations' query over a MemoryStore (unit tests), same results as invites.ts.
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { INVITES_MAX, inviteMapper } from './invites.ts';
import type { InviteQueries } from './invites.ts';

export function memoryInviteQueries(store: MemoryStore, tid: string): InviteQueries {
  return {
    ofAssessment: (assessmentId) =>
      Promise.resolve(
        store
          .collection(`${collections.orgs}/${tid}/${collections.respondentInvites}`)
          .map((data) => inviteMapper.fromDoc(data))
          .filter((invite) => invite.assessmentId === assessmentId)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, INVITES_MAX),
      ),
  };
}
