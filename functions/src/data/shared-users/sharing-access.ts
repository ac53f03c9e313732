// The Auth side of sharing a tenant of organisation `tid`: a shared user's access is their
// `{ ptid, ttid }` claims (SPEC §1), read from the verified token on every call. Member
// callables reach accounts here only by the address they share with, or by the uid of one of
// the organisation's shared-user records (the service reads the record first).
import type { Auth, UserRecord } from 'firebase-admin/auth';
import { DomainError } from '@assay/domain/errors';
import { identity } from '../identity.ts';
import type { Identity } from '../identity.ts';

export interface SharingAccount {
  uid: string;
  claims: Record<string, unknown>;
}

/** Firebase Auth as sharing needs it. */
export interface SharingAccounts extends Identity {
  byEmail(email: string): Promise<SharingAccount | null>;
  /** A new passwordless account for `email` (they sign in by email link). */
  create(email: string): Promise<SharingAccount>;
  /** The last sign-in of each account that exists (absent: never signed in). */
  lastSignIns(uids: readonly string[]): Promise<Map<string, string>>;
}

function isAuthError(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

const accountOf = (user: UserRecord): SharingAccount => ({
  uid: user.uid,
  claims: { ...(user.customClaims ?? {}) },
});

/** Auth's batch lookup takes at most 100 identifiers per call. */
const LOOKUP_BATCH = 100;

export function sharingAccounts(auth: Auth): SharingAccounts {
  return {
    ...identity(auth),
    async byEmail(email) {
      try {
        return accountOf(await auth.getUserByEmail(email));
      } catch (error) {
        if (isAuthError(error, 'auth/user-not-found')) return null;
        throw error;
      }
    },
    async create(email) {
      try {
        return accountOf(await auth.createUser({ email }));
      } catch (error) {
        // Created meanwhile by a concurrent share: use that account.
        if (!isAuthError(error, 'auth/email-already-exists')) throw error;
        return accountOf(await auth.getUserByEmail(email));
      }
    },
    async lastSignIns(uids) {
      const found = new Map<string, string>();
      for (let start = 0; start < uids.length; start += LOOKUP_BATCH) {
        const { users } = await auth.getUsers(
          uids.slice(start, start + LOOKUP_BATCH).map((uid) => ({ uid })),
        );
        for (const user of users) {
          // Only an account that was ever issued tokens has signed in: the Auth emulator stamps the
          // creation of an account made by sharing as its last sign-in, though no one signed in.
          if (!user.metadata.lastRefreshTime) continue;
          const at = Date.parse(user.metadata.lastSignInTime ?? user.metadata.lastRefreshTime);
          if (Number.isFinite(at)) found.set(user.uid, new Date(at).toISOString());
        }
      }
      return found;
    },
  };
}

/** Claims that belong to the person (operator flags): kept when sharing claims change. */
const personalClaims = ['adminUI', 'sysdev'] as const;

/** A system admin or developer: never a shared user (sharing would put a customer's claims on an operator's account). */
function isOperator(claims: Record<string, unknown>): boolean {
  return personalClaims.some((name) => claims[name] === true);
}

/** The operator flags of `claims` (a shared user who became an operator keeps them when unshared). */
function personal(claims: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const name of personalClaims) if (claims[name] !== undefined) kept[name] = claims[name];
  return kept;
}

export interface SharingAccess {
  /**
   * The account of `email`, created when there is none, if it may see tenant `tenantId`:
   * failed-precondition (field `email`) for a member of any organisation or a system admin or
   * developer (in the same words), or a shared user of another tenant (anywhere).
   */
  admit(email: string, tenantId: string): Promise<SharingAccount>;
  /** Makes the claims `{ ptid: tid, ttid: tenantId }` (operator flags kept); revokes sessions when they changed. */
  grant(uid: string, tenantId: string): Promise<void>;
  /** Removes the claims when they name this organisation's `tenantId` and revokes the refresh tokens. Returns whether they did. */
  withdraw(uid: string, tenantId: string): Promise<boolean>;
  lastSignIns(uids: readonly string[]): Promise<Map<string, string>>;
}

/** The address's field issue: a member's (or an operator's, in the same words), or another tenant's shared user. */
const refusedAddress = {
  'cannot-share': 'A member of an organisation',
  'shared-elsewhere': 'Shared with another tenant',
} as const;

function refused(message: string, rule: keyof typeof refusedAddress): DomainError {
  return new DomainError('failed-precondition', message, {
    reason: rule,
    fields: [{ path: 'email', rule, message: refusedAddress[rule] }],
  });
}

export function sharingAccess(accounts: SharingAccounts, tid: string): SharingAccess {
  const namesThis = (claims: Record<string, unknown>, tenantId: string) =>
    claims.ptid === tid && claims.ttid === tenantId;
  return {
    async admit(email, tenantId) {
      const account = (await accounts.byEmail(email)) ?? (await accounts.create(email));
      const { claims } = account;
      // An operator's address is refused in a member's words: sharing must not reveal who operates Assay.
      if (claims.tid !== undefined || isOperator(claims))
        throw refused(
          'This address belongs to a member of an organisation on Assay: members cannot be shared users. Ask them to use another address.',
          'cannot-share',
        );
      if ((claims.ptid !== undefined || claims.ttid !== undefined) && !namesThis(claims, tenantId)) {
        throw refused(
          'This address is already a shared user of another tenant. Their access there must be revoked before you share this tenant.',
          'shared-elsewhere',
        );
      }
      return account;
    },
    async grant(uid, tenantId) {
      const current = await accounts.claimsOf(uid);
      if (current === null)
        throw new DomainError(
          'not-found',
          'This person no longer has an account. Share the tenant with them again.',
          { reason: 'account-gone' },
        );
      if (current.tid !== undefined || isOperator(current))
        throw refused(
          'This address now belongs to a member of an organisation: members cannot be shared users.',
          'cannot-share',
        );
      if ((current.ptid !== undefined || current.ttid !== undefined) && !namesThis(current, tenantId))
        throw refused('This address is now a shared user of another tenant.', 'shared-elsewhere');
      if (namesThis(current, tenantId)) return;
      await accounts.setClaims(uid, { ...personal(current), ptid: tid, ttid: tenantId });
      await accounts.revokeRefreshTokens(uid);
    },
    async withdraw(uid, tenantId) {
      const current = await accounts.claimsOf(uid);
      if (current === null || !namesThis(current, tenantId)) return false;
      await accounts.setClaims(uid, personal(current));
      await accounts.revokeRefreshTokens(uid);
      return true;
    },
    lastSignIns: (uids) => accounts.lastSignIns(uids),
  };
}
