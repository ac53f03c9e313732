// Firebase Auth's side of membership in memory, for unit tests of services that change claims:
// each uid's custom claims, and whose sessions were ended, in order.
import { memberAccess } from '../../src/data/identity.ts';
import type { Identity, MemberAccess } from '../../src/data/identity.ts';

/** Accounts in memory: `claims` by uid (a copy of `initial`), and the uids whose sessions were ended. */
export function memoryIdentity(initial: Record<string, Record<string, unknown>> = {}): {
  identity: Identity;
  claims: Map<string, Record<string, unknown>>;
  revoked: string[];
} {
  const claims = new Map(Object.entries(initial).map(([uid, value]) => [uid, { ...value }]));
  const revoked: string[] = [];
  const identity: Identity = {
    claimsOf: (uid) => Promise.resolve(claims.has(uid) ? { ...claims.get(uid) } : null),
    setClaims: (uid, next) => {
      claims.set(uid, { ...next });
      return Promise.resolve();
    },
    secondFactorCount: () => Promise.resolve(0),
    withSecondFactor: () => Promise.resolve(new Set()),
    clearSecondFactors: () => Promise.resolve(),
    revokeRefreshTokens: (uid) => {
      revoked.push(uid);
      return Promise.resolve();
    },
  };
  return { identity, claims, revoked };
}

/** The members of organisation `tid` as Firebase Auth sees them, in memory. */
export function memoryMemberAccess(
  tid: string,
  initial: Record<string, Record<string, unknown>> = {},
): { access: MemberAccess; claims: Map<string, Record<string, unknown>>; revoked: string[] } {
  const { identity, claims, revoked } = memoryIdentity(initial);
  return { access: memberAccess(identity, tid), claims, revoked };
}
