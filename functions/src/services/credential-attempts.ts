// Public callables whose credential is a secret token in the input (a respondent's link, a
// sharing invitation's link): before anything is read, every counted key (the caller's IP, the
// record the token names) must have failed attempts left this hour, and a failure counts against
// all of them, so that guessing is cut off after a few tries whatever the token.
import { timingSafeEqual } from 'node:crypto';
import { DomainError } from '@assay/domain/errors';
import type { AttemptKey, AttemptLimiter } from '../data/attempts/attempts.ts';
import type { OrgData } from '../data/org-data.ts';

/** What a token-credential call may reach: organisations by id, the attempt counters, the caller's IP. */
export interface TokenAccess {
  /** Organisation `tid`, its changes audited as `actorUid` (the invitation, not a user). */
  org(tid: string, actorUid: string): OrgData;
  attempts: AttemptLimiter;
  ip: string;
}

/**
 * resource-exhausted once any key has used up its failed attempts; otherwise a `refuse` that
 * counts one failure against every key and throws `refusal()` (one answer for every bad token).
 */
export async function gateAttempts(
  attempts: AttemptLimiter,
  keys: readonly AttemptKey[],
  now: Date,
  refusal: () => DomainError,
): Promise<() => Promise<never>> {
  if (await attempts.blocked(keys, now))
    throw new DomainError('resource-exhausted', 'Too many attempts with this link. Try again in an hour.', {
      reason: 'too-many-attempts',
    });
  return async () => {
    await attempts.fail(keys, now);
    throw refusal();
  };
}

/** Whether two hex digests are equal, in time independent of where they differ. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
