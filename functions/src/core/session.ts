// Access changes take effect on the very next call. Firebase ID tokens live for an hour and
// carry the claims they were minted with; whoever changes a user's access revokes their
// refresh tokens (Auth's `tokensValidAfterTime`), and every call refuses a token signed in
// before that moment: the same rule as firebase-admin's `verifyIdToken(token, true)`, which
// costs one Auth user lookup per call and no Firestore read (figures: tools/bench revocation).
import { DomainError } from '@assay/domain/errors';
import type { OrgData } from '../data/org-data.ts';
import type { VerifiedAuth } from './authorize.ts';

/** What Firebase Auth says about the account now. */
export interface AccountState {
  /** Tokens whose sign-in (`auth_time`, seconds) is earlier than this were revoked. */
  validAfterSeconds: number | null;
  disabled: boolean;
}

export interface Accounts {
  /** The account's current state, or null when it no longer exists. */
  stateOf(uid: string): Promise<AccountState | null>;
}

/** `details.reason` of a refused session: the client refreshes the token or signs the user out. */
export const SESSION_REVOKED = 'session-revoked';

function revokedSession(): DomainError {
  return new DomainError('unauthenticated', 'Your access has changed. Sign in again to continue.', {
    reason: SESSION_REVOKED,
  });
}

function numberClaim(token: Readonly<Record<string, unknown>>, name: string): number | null {
  const value = token[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Throws `unauthenticated` (details.reason = session-revoked) unless the token is still good. */
export function checkSession(auth: VerifiedAuth, account: AccountState | null): void {
  const signedInAt = numberClaim(auth.token, 'auth_time') ?? numberClaim(auth.token, 'iat');
  const revoked =
    account === null ||
    account.disabled ||
    signedInAt === null ||
    (account.validAfterSeconds !== null && signedInAt < account.validAfterSeconds);
  if (revoked) throw revokedSession();
}

/**
 * A shared user's claims name their tenant, but Auth keeps revocation times in whole seconds: a
 * token signed in within the second of a revocation passes `checkSession`. Every call of a shared
 * user therefore also reads the organisation's sharing record (one read), and one that is gone,
 * revoked or about another tenant is refused the same way as a revoked session.
 */
export async function checkSharing(org: OrgData, uid: string, tenantId: string): Promise<void> {
  const record = await org.sharedUsers.get(uid);
  if (!record || record.revokedAt || record.tenantId !== tenantId) throw revokedSession();
}
