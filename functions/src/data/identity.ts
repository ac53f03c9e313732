// Firebase Auth users: custom claims and token revocation.
import type { Auth } from 'firebase-admin/auth';

export interface Identity {
  /** The user's custom claims, or null when there is no such user. */
  claimsOf(uid: string): Promise<Record<string, unknown> | null>;
  setClaims(uid: string, claims: Record<string, unknown>): Promise<void>;
  /** Forces the user to sign in again / refresh (their refresh tokens stop working). */
  revokeRefreshTokens(uid: string): Promise<void>;
}

function isUserNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'auth/user-not-found';
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
