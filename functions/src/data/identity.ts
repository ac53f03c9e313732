// Firebase Auth users: custom claims and token revocation.
import type { Auth } from 'firebase-admin/auth';
import type { MemberRole } from '@assay/domain/roles';
import type { LiveMembership } from './members/membership-claims.ts';
import type { OrgData } from './org-data.ts';

export interface Identity {
  /** The user's custom claims, or null when there is no such user. */
  claimsOf(uid: string): Promise<Record<string, unknown> | null>;
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  /** Forces the user to sign in again / refresh (their refresh tokens stop working). */
  revokeRefreshTokens(uid: string): Promise<void>;
  /** How many second steps (authenticator apps, phones) the user has; null when there is no such user. */
  secondFactorCount(uid: string): Promise<number | null>;
  /** Removes every second step of the user's two-step sign-in and ends their sessions. */
  clearSecondFactors(uid: string): Promise<void>;
  /** Which of these users have a second step: one Auth lookup per 100 of them (unknown uids are left out). */
  withSecondFactor(uids: readonly string[]): Promise<Set<string>>;
}

/** Auth's getUsers takes at most 100 identifiers per call. */
const AUTH_LOOKUP_MAX = 100;

/** The caller's own Firebase Auth user (no other uid can be reached from here). */
export interface SelfIdentity {
  claims(): Promise<Record<string, unknown> | null>;
  setClaims(claims: Record<string, unknown>): Promise<void>;
}

function isUserNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { code?: unknown }).code === 'auth/user-not-found'
  );
}

export function identity(auth: Auth): Identity {
  return {
    async claimsOf(uid) {
      try {
        const user = await auth.getUser(uid);
        return { ...(user.customClaims ?? {}) };
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async setClaims(uid, claims) {
      await auth.setCustomUserClaims(uid, claims);
    },
    async revokeRefreshTokens(uid) {
      await auth.revokeRefreshTokens(uid);
    },
    async secondFactorCount(uid) {
      try {
        return (await auth.getUser(uid)).multiFactor?.enrolledFactors.length ?? 0;
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async clearSecondFactors(uid) {
      await auth.updateUser(uid, { multiFactor: { enrolledFactors: null } });
      await auth.revokeRefreshTokens(uid);
    },
    async withSecondFactor(uids) {
      const pages: string[][] = [];
      for (let start = 0; start < uids.length; start += AUTH_LOOKUP_MAX)
        pages.push(uids.slice(start, start + AUTH_LOOKUP_MAX));
      const found = await Promise.all(pages.map((page) => auth.getUsers(page.map((uid) => ({ uid })))));
      return new Set(
        found.flatMap(({ users }) =>
          users.filter((user) => (user.multiFactor?.enrolledFactors.length ?? 0) > 0).map((user) => user.uid),
        ),
      );
    },
  };
}

/**
 * The caller's own account, for the account-* callables: its name, its sessions, the account
 * itself. Built for the verified caller only (core/pipeline.ts), so no other uid is reachable.
 */
export interface OwnAccount {
  /** The account's address as Firebase Auth holds it now; null when it has none or is gone. */
  email(): Promise<{ email: string; verified: boolean } | null>;
  setDisplayName(displayName: string): Promise<void>;
  /** Every session of the account must sign in again. */
  revokeSessions(): Promise<void>;
  /** Deletes the Firebase Auth account; nothing when it is already gone. */
  delete(): Promise<void>;
}

export function ownAccount(auth: Auth, uid: string): OwnAccount {
  return {
    async email() {
      try {
        const user = await auth.getUser(uid);
        return user.email ? { email: user.email.toLowerCase(), verified: user.emailVerified } : null;
      } catch (error) {
        if (isUserNotFound(error)) return null;
        throw error;
      }
    },
    async setDisplayName(displayName) {
      await auth.updateUser(uid, { displayName });
    },
    async revokeSessions() {
      await auth.revokeRefreshTokens(uid);
    },
    async delete() {
      try {
        await auth.deleteUser(uid);
      } catch (error) {
        if (!isUserNotFound(error)) throw error;
      }
    },
  };
}

/** The organisation the caller's verified claims place them in: as a member or as a shared user. */
export type OwnOrg = { kind: 'member'; org: OrgData; role: MemberRole } | { kind: 'shared'; org: OrgData };

/** Claims that belong to the person, not to a membership: kept when membership claims change. */
const personalClaims = ['adminUI', 'sysdev'] as const;

/**
 * The Auth side of membership in organisation `tid`, for member callables: they reach other
 * users' claims only as members of this organisation (the service checks the member document
 * first), never as a free-form claims editor.
 */
/** A membership as the member's claims carry it: role, and whether the organisation requires a second step. */
export interface MembershipClaims {
  role: MemberRole;
  secondFactor: boolean;
  /**
   * The identity provider the member must sign in with (`sso` claim: their domain requires single
   * sign-on); null: none; left out: the claim stays as it is (a role or two-step change).
   */
  sso?: string | null;
}

export interface MemberAccess {
  /**
   * Makes `uid`'s membership claims `{ tid, role }` (plus `mfa` when the organisation requires a
   * second step, `sso` when their domain requires single sign-on), keeping operator flags, and
   * revokes their refresh tokens so their next call runs with the change (`keepSessions`: a
   * change that only loosens access, or the caller's own). Nothing happens when the claims
   * already say so. `null` ends the membership: when it was the active one, the claims move to
   * the account's next live membership (another organisation), or to none.
   * An account active in another organisation (or as a shared user) keeps its claims: they are
   * that organisation's; its sessions still end (unless `keepSessions`), since a token minted
   * while this organisation was active may still be in use. Returns whether the claims changed.
   */
  apply(
    uid: string,
    membership: MembershipClaims | null,
    options?: { keepSessions?: boolean },
  ): Promise<boolean>;
  /** Whether `uid`'s claims name this organisation. */
  claimsHere(uid: string): Promise<boolean>;
  /** The members' two-step sign-in (the service checked the member documents first). */
  secondFactors: Pick<Identity, 'secondFactorCount' | 'clearSecondFactors' | 'withSecondFactor'>;
}

/** The claims of membership `live` (its organisation active), with the person's own flags of `current`. */
export function membershipClaims(
  current: Record<string, unknown>,
  live: { tid: string; role: MemberRole; secondFactor: boolean; sso?: string | undefined } | null,
): Record<string, unknown> {
  const next: Record<string, unknown> = live
    ? {
        tid: live.tid,
        role: live.role,
        ...(live.secondFactor ? { mfa: true } : {}),
        ...(live.sso ? { sso: live.sso } : {}),
      }
    : {};
  for (const name of personalClaims) if (current[name] !== undefined) next[name] = current[name];
  return next;
}

/** Whether two sets of claims say the same (membership, share and operator flags). */
function sameClaims(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  return ['tid', 'role', 'mfa', 'sso', 'ptid', 'ttid', ...personalClaims].every(
    (name) => a[name] === b[name],
  );
}

/**
 * `elsewhere(uid)`: the account's next live membership outside this organisation
 * (data/members/membership-claims.ts), where its claims move when this active one ends.
 */
export function memberAccess(
  identity: Identity,
  tid: string,
  elsewhere: (uid: string) => Promise<LiveMembership | null> = () => Promise.resolve(null),
): MemberAccess {
  return {
    async apply(uid, membership, options = {}) {
      const current = await identity.claimsOf(uid);
      if (current === null) return false;
      const activeElsewhere =
        current.tid !== tid && (current.tid !== undefined || current.ptid !== undefined);
      if (activeElsewhere || (membership === null && current.tid !== tid)) {
        if (activeElsewhere && !options.keepSessions) await identity.revokeRefreshTokens(uid);
        return false;
      }
      let live: LiveMembership | null;
      if (membership === null) live = await elsewhere(uid);
      else {
        const sso =
          membership.sso === undefined
            ? typeof current.sso === 'string' && current.tid === tid
              ? current.sso
              : undefined
            : (membership.sso ?? undefined);
        live = { tid, role: membership.role, secondFactor: membership.secondFactor, ...(sso ? { sso } : {}) };
      }
      const next = membershipClaims(current, live);
      if (sameClaims(current, next)) return false;
      await identity.setClaims(uid, next);
      if (!options.keepSessions) await identity.revokeRefreshTokens(uid);
      return true;
    },
    async claimsHere(uid) {
      return (await identity.claimsOf(uid))?.tid === tid;
    },
    secondFactors: {
      secondFactorCount: (uid) => identity.secondFactorCount(uid),
      clearSecondFactors: (uid) => identity.clearSecondFactors(uid),
      withSecondFactor: (uids) => identity.withSecondFactor(uids),
    },
  };
}
