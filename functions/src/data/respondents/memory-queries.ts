// The invitations' query over a MemoryStore (unit tests), same results as invitations.ts.
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { INVITES_MAX, respondentInvitationMapper } from './invitations.ts';
import type { RespondentInvitationQueries } from './invitations.ts';

export function memoryRespondentInvitationQueries(
  store: MemoryStore,
  tid: string,
): RespondentInvitationQueries {
  return {
    ofAssessment: (assessmentId) =>
      Promise.resolve(
        store
          .collection(`${collections.orgs}/${tid}/${collections.respondentInvites}`)
          .map((data) => respondentInvitationMapper.fromDoc(data))
          .filter((invite) => invite.assessmentId === assessmentId)
          .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
          .slice(0, INVITES_MAX),
      ),
  };
}
