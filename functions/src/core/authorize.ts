// Who is calling, from VERIFIED token claims only, and whether a contract lets them in.
// Fail closed: a claim of the wrong shape, or an incomplete pair (tid without role, ptid
// without ttid, both tid and ptid), makes the caller "malformed" and denies everything but
// public callables.
import { customClaimsSchema, pickCustomClaims } from '@assay/domain/claims';
import type { CustomClaims } from '@assay/domain/claims';
import { signedInWithSecondFactor } from '@assay/domain/claims/second-factor';
import { signInProviderOf } from '@assay/domain/claims/sign-in-provider';
import type { Access } from '@assay/domain/contracts';
import { DomainError, SECOND_FACTOR_POLICY, SSO_REQUIRED } from '@assay/domain/errors';
import { roleAtLeast } from '@assay/domain/roles';
import type { MemberRole } from '@assay/domain/roles';

export interface VerifiedAuth {
  uid: string;
  /** The decoded, verified ID token (standard claims plus custom claims). */
  token: Readonly<Record<string, unknown>>;
}

export interface Principal {
  uid: string;
  email: string | null;
  /** Display name from the token, if any. */
  name: string | null;
  claims: CustomClaims;
  /** Member of a parent tenant. */
  member: { tid: string; role: MemberRole } | null;
  /** Shared user confined to one tenant of a parent tenant. */
  shared: { ptid: string; ttid: string } | null;
  systemAdmin: boolean;
  systemDeveloper: boolean;
  /** The session was signed in with a second step (Firebase's `firebase.sign_in_second_factor`). */
  secondFactor: boolean;
  /** How the session was signed in (`firebase.sign_in_provider`: password, google.com, oidc.…); null for an API key. */
  signInProvider: string | null;
  /** The token's `email_verified`. */
  emailVerified: boolean;
  /** Claims present but unusable: denied everything except public callables. */
  malformed: boolean;
  /** Set when the caller is an API key (REST API): the key's id and its tenant restriction (null: every tenant). */
  apiKey?: { keyId: string; tenantIds: string[] | null };
}

/** An API key acts as a member of its organisation with its scope's role (the contracts' access rules apply unchanged). */
export function apiKeyPrincipal(grant: {
  keyId: string;
  tid: string;
  role: MemberRole;
  tenantIds: string[] | null;
}): Principal {
  return {
    uid: `apiKey-${grant.keyId}`,
    email: null,
    name: null,
    claims: { tid: grant.tid, role: grant.role },
    member: { tid: grant.tid, role: grant.role },
    shared: null,
    systemAdmin: false,
    systemDeveloper: false,
    // The key is the credential: an organisation's two-step policy is about people signing in.
    secondFactor: false,
    signInProvider: null,
    emailVerified: false,
    malformed: false,
    apiKey: { keyId: grant.keyId, tenantIds: grant.tenantIds },
  };
}

export function principalFrom(auth: VerifiedAuth | undefined | null): Principal | null {
  if (!auth || typeof auth.uid !== 'string' || auth.uid === '') return null;
  const email = typeof auth.token.email === 'string' ? auth.token.email : null;
  const name = typeof auth.token.name === 'string' ? auth.token.name : null;
  const secondFactor = signedInWithSecondFactor(auth.token);
  const signInProvider = signInProviderOf(auth.token);
  const emailVerified = auth.token.email_verified === true;
  const parsed = customClaimsSchema.safeParse(pickCustomClaims(auth.token));
  const denied: Principal = {
    uid: auth.uid,
    email,
    name,
    claims: {},
    member: null,
    shared: null,
    systemAdmin: false,
    systemDeveloper: false,
    secondFactor,
    signInProvider,
    emailVerified,
    malformed: true,
  };
  if (!parsed.success) return denied;
  const claims = parsed.data;
  const hasMember = claims.tid !== undefined || claims.role !== undefined;
  const hasShared = claims.ptid !== undefined || claims.ttid !== undefined;
  const member =
    claims.tid !== undefined && claims.role !== undefined ? { tid: claims.tid, role: claims.role } : null;
  const shared =
    claims.ptid !== undefined && claims.ttid !== undefined ? { ptid: claims.ptid, ttid: claims.ttid } : null;
  if ((hasMember && !member) || (hasShared && !shared) || (member && shared)) return { ...denied, claims };
  return {
    uid: auth.uid,
    email,
    name,
    claims,
    member,
    shared,
    systemAdmin: claims.adminUI === true,
    systemDeveloper: claims.sysdev === true,
    secondFactor,
    signInProvider,
    emailVerified,
    malformed: false,
  };
}

/** Throws `unauthenticated` or `permission-denied` unless `principal` may call a contract with `access`. */
export function authorise(access: Access, principal: Principal | null): void {
  if (access.audience === 'public') return;
  if (!principal) throw new DomainError('unauthenticated', 'Sign in to continue.');
  if (principal.malformed) throw new DomainError('permission-denied', 'Your account is not set up for this.');
  if (!allows(access, principal)) {
    // A read-only key (it acts as a viewer) on a change: say so, rather than a bare refusal.
    if (principal.apiKey && principal.member?.role === 'viewer' && 'minRole' in access)
      throw new DomainError(
        'permission-denied',
        'This API key is read-only: use a read-write key to change data.',
      );
    throw new DomainError('permission-denied', "You don't have access to this.");
  }
  if (actsAsMember(access, principal) && principal.claims.mfa === true && !principal.secondFactor)
    throw new DomainError(
      'permission-denied',
      'Your organisation requires two-step sign-in. Add a second step on your account page, then sign in again.',
      { reason: SECOND_FACTOR_POLICY },
    );
  // The member's domain requires single sign-on: only a session of that provider runs on the membership.
  if (
    actsAsMember(access, principal) &&
    principal.claims.sso !== undefined &&
    principal.signInProvider !== principal.claims.sso
  )
    throw new DomainError(
      'permission-denied',
      'Your organisation signs in with single sign-on. Sign in with it to continue.',
      { reason: SSO_REQUIRED },
    );
}

/** Whether the call runs on the caller's membership (as opposed to their account or a share). */
function actsAsMember(access: Access, principal: Principal): boolean {
  return (
    (access.audience === 'member' || access.audience === 'memberOrShared') &&
    principal.member !== null &&
    !principal.apiKey
  );
}

function allows(access: Access, principal: Principal): boolean {
  switch (access.audience) {
    case 'public':
    case 'signedIn':
      return true;
    case 'member':
      return principal.member !== null && roleAtLeast(principal.member.role, access.minRole);
    case 'shared':
      return principal.shared !== null;
    case 'memberOrShared':
      return (
        (principal.member !== null && roleAtLeast(principal.member.role, access.minRole)) ||
        principal.shared !== null
      );
    // A support read's grant is checked with the data, before the handler (core/support-access.ts).
    case 'systemAdmin':
    case 'support':
      return principal.systemAdmin;
    default:
      return false;
  }
}
