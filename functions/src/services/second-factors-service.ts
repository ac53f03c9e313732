// Two-step sign-in as an organisation manages it.
// - Resetting the second steps of someone who lost their phone or authenticator app: an owner
//   does it for the members of their organisation (a system admin for anyone, in
//   platform-users-service.ts). The audit entry is written first, so no reset happens
//   unrecorded; a retry after a failure in between finds the factors still there and finishes.
// - The policy "every member signs in with a second step": stored on the organisation, carried
//   by each member's claims (`mfa`) and enforced from the token in core/authorize.ts, so it costs
//   no read per call.
import { DomainError } from '@assay/domain/errors';
import type { Identity, MemberAccess } from '../data/identity.ts';
import type { OrgData } from '../data/org-data.ts';

export type SecondFactors = Pick<Identity, 'secondFactorCount' | 'clearSecondFactors'>;

/** How an audit entry counts the second steps removed. */
export const stepsRemoved = (count: number) => (count === 1 ? '1 second step' : `${count} second steps`);

function notYourOwn(): DomainError {
  return new DomainError(
    'failed-precondition',
    'You cannot reset your own two-step sign-in; remove a second step on your account page instead.',
    { reason: 'self-change' },
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
  if (!member)
    throw new DomainError('not-found', 'This member does not exist or has left the organisation.', {
      reason: 'member-not-found',
    });
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

/** The owner changing the policy, as the verified token shows them. */
export interface PolicyActor {
  uid: string;
  /** Their session was signed in with a second step. */
  secondFactor: boolean;
}

/**
 * Requires (or stops requiring) a second step of every member. The policy is committed with its
 * audit entry first, then every member's claims follow it; the others' sessions end when it
 * starts to apply to them, so their next call is refused until they sign in with a second step.
 * The caller keeps their session (they are signed in with one) and refreshes their token.
 * Calling again finishes what a failure in between left.
 */
export async function setSecondFactorPolicy(
  org: OrgData,
  access: Pick<MemberAccess, 'apply'>,
  actor: PolicyActor,
  required: boolean,
): Promise<{ required: boolean; membersSignedOut: number }> {
  if (required && !actor.secondFactor)
    throw new DomainError(
      'failed-precondition',
      'Sign in with a second step yourself before requiring one of every member: add one on your account page, then sign in again.',
      { reason: 'own-second-factor-missing' },
    );
  await org.transaction(async (tx) => {
    const organisation = await tx.organisation.get();
    if (!organisation)
      throw new DomainError('failed-precondition', 'Your organisation no longer exists.', {
        reason: 'organisation-gone',
      });
    if ((organisation.requireSecondFactor === true) === required) return;
    tx.organisation.setSecondFactorPolicy(required);
    tx.audit.record({
      target: `org/${org.tid}`,
      summary: required
        ? 'Required two-step sign-in of every member'
        : 'Stopped requiring two-step sign-in of members',
      subjectName: organisation.name,
    });
  });
  let membersSignedOut = 0;
  for (const member of await org.memberships.members()) {
    const keepSessions = !required || member.uid === actor.uid;
    const changed = await access.apply(
      member.uid,
      { role: member.role, secondFactor: required },
      { keepSessions },
    );
    if (changed && !keepSessions) membersSignedOut += 1;
  }
  return { required, membersSignedOut };
}
