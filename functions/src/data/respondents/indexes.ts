import { compositeIndex, type CompositeIndex } from '../aggregate.ts';
import { collections } from '../paths.ts';

/** An assessment's invitations, newest first (invitations.ts). */
export function respondentIndexes(): CompositeIndex[] {
  return [compositeIndex(collections.respondentInvites, ['assessmentId asc', 'createdAt desc'])];
}
