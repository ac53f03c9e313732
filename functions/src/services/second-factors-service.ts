// Resetting the two-step sign-in of someone who lost their phone or authenticator app: an owner
// does it for the members of their organisation (a system admin for anyone, in
// platform-users-service.ts).
// The audit entry is written first, so no reset happens unrecorded; a retry after a failure in
// between finds the factors still there and finishes.
import { DomainError } from '@assay/domain/errors';
import type { Identity } from '../data/identity.ts';
import type { OrgData } from '../data/org-data.ts';

export type SecondFactors = Pick<Identity, 'secondFactorCount' | 'clearSecondFactors'>;

/** How an audit entry counts the second steps removed. */
export const stepsRemoved = (count: number) => (count === 1 ? '1 second step' : `${count} second steps`);

function notYourOwn(): DomainError {
  return new DomainError(
    'failed-precondition',
    'You cannot reset your own two-step sign-in; remove a second step on your account page instead.',
  );
}

/** An owner resets a member's second steps (not an owner's: a system admin does that). */
export async function resetMemberSecondFactors(
  org: OrgData,
  factors: SecondFactors,
  actorUid: string,
  uid: string,
): Promise<{ uid: string; removed: number }> {
  if (uid === actorUid) throw notYourOwn();
  const member = await org.members.get(uid);
  if (!member) throw new DomainError('not-found', 'This member does not exist or has left the organisation.');
  if (member.role === 'owner')
    throw new DomainError(
      'failed-precondition',
      "An owner's two-step sign-in is reset by Assay's support: ask a system admin.",
      { reason: 'owner' },
    );
  const removed = (await factors.secondFactorCount(uid)) ?? 0;
  if (removed === 0) return { uid, removed };
  await org.transaction((tx) => {
    tx.audit.record({
      target: `member/${uid}`,
      summary: `Reset their two-step sign-in (${stepsRemoved(removed)} removed)`,
      subjectName: member.email || member.displayName,
    });
    return Promise.resolve();
  });
  await factors.clearSecondFactors(uid);
  return { uid, removed };
}
