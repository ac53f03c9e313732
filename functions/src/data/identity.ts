// Firebase Auth users: custom claims and token revocation.
import type { Auth } from 'firebase-admin/auth';
import type { MemberRole } from '@assay/domain/roles';

export interface Identity {
  /** The user's custom claims, or null when there is no such user. */
  claimsOf(uid: string): Promise<Record<string, unknown> | null>;
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  /** Forces the user to sign in again / refresh (their refresh tokens stop working). */
  revokeRefreshTokens(uid: string): Promise<void>;
}

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
  };
}

/** Claims that belong to the person, not to a membership: kept when membership claims change. */
const personalClaims = ['adminUI', 'sysdev'] as const;

/**
 * The Auth side of membership in organisation `tid`, for member callables: they reach other
 * users' claims only as members of this organisation (the service checks the member document
 * first), never as a free-form claims editor.
 */
export interface MemberAccess {
  /**
   * Makes `uid`'s membership claims `{ tid, role }`, or removes them (`null`; only when they name
   * this organisation), keeping operator flags, and revokes their refresh tokens so their next
   * call runs with the change. Nothing happens when the claims already say so. Returns whether
   * they changed.
   */
  apply(uid: string, role: MemberRole | null): Promise<boolean>;
  /** Whether `uid`'s claims name this organisation. */
  claimsHere(uid: string): Promise<boolean>;
}

export function memberAccess(identity: Identity, tid: string): MemberAccess {
  return {
    async apply(uid, role) {
      const current = await identity.claimsOf(uid);
      if (current === null) return false;
      if (role === null && current.tid !== tid) return false;
      const next: Record<string, unknown> = role === null ? {} : { tid, role };
      for (const name of personalClaims) if (current[name] !== undefined) next[name] = current[name];
      if (
        current.tid === next.tid &&
        current.role === next.role &&
        current.ptid === undefined &&
        current.ttid === undefined
      )
        return false;
      await identity.setClaims(uid, next);
      await identity.revokeRefreshTokens(uid);
      return true;
    },
    async claimsHere(uid) {
      return (await identity.claimsOf(uid))?.tid === tid;
    },
  };
}
