import { signedInWithSecondFactor } from '@assay/domain/claims/second-factor';
import { signInProviderOf } from '@assay/domain/claims/sign-in-provider';
import { isMemberRole, type MemberRole } from '@assay/domain/roles';

/** The part of a Firebase `User` the session needs; any structurally equal object works. */
export interface AuthUserLike {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  readonly metadata: { readonly creationTime?: string | undefined };
}

/** Custom token claims as they arrive from the identity provider: untrusted. */
export type Claims = Readonly<Record<string, unknown>>;

export type SystemRole = 'systemadmin' | 'user';

/** The signed-in user as the apps see it (seed §3). */
export interface SessionUser {
  readonly uid: string;
  readonly email: string | null;
  readonly displayName: string | null;
  /** Parent tenant the user is a member of (claim `tid`). */
  readonly tid?: string;
  /** Parent tenant of a shared user (claim `ptid`); its presence marks a shared user. */
  readonly ptid?: string;
  /** The one tenant a shared user may see (claim `ttid`). */
  readonly ttid?: string;
  /** Member role in the parent tenant (claim `role`). */
  readonly role?: MemberRole;
  /** Claim `adminUI`: operator of the whole service. */
  readonly adminUI: boolean;
  /** Claim `sysdev`: grants the diagnostics tab of /developer. */
  readonly isSystemDeveloper: boolean;
  /** Account creation time from the user metadata; the current time when missing or unparseable. */
  readonly createdAt: Date;
  /** `systemadmin` iff `adminUI`, otherwise `user`. */
  readonly systemRole: SystemRole;
  /** True when `ptid` is present. */
  readonly isSharedUser: boolean;
  /** Claim `mfa`: the member's organisation requires every member to sign in with a second step. */
  readonly secondFactorRequired: boolean;
  /** The session was signed in with a second step (the token's `firebase.sign_in_second_factor`). */
  readonly signedInWithSecondFactor: boolean;
  /** How the session was signed in (the token's `firebase.sign_in_provider`: password, google.com, oidc.…). */
  readonly signInProvider: string | null;
  /** Claim `sso`: the identity provider the member must sign in with (their domain requires single sign-on). */
  readonly ssoProvider: string | null;
}

/**
 * A member whose organisation requires two-step sign-in, signed in without a second step: the
 * server refuses their organisation's data (reason `second-factor-policy`) until they add one.
 */
export function needsSecondFactor(session: SessionUser | null | undefined): boolean {
  return Boolean(session?.tid && session.secondFactorRequired && !session.signedInWithSecondFactor);
}

/**
 * A member whose domain requires single sign-on, signed in some other way: the server refuses
 * their organisation's data (reason `sso-required`) until they sign in with the provider.
 */
export function needsSso(session: SessionUser | null | undefined): boolean {
  return Boolean(session?.tid && session.ssoProvider && session.signInProvider !== session.ssoProvider);
}

/** Signed in with an organisation's identity provider (`oidc.…`): without an organisation yet, it joins just in time. */
export function signedInWithSso(session: SessionUser | null | undefined): boolean {
  return session?.signInProvider?.startsWith('oidc.') === true;
}

/** Firebase refuses custom claims whose JSON exceeds 1000 bytes. */
export const MAX_CUSTOM_CLAIMS_BYTES = 1000;

/** Longest id accepted from a claim; Firestore document ids are at most 1500 bytes. */
const MAX_ID_LENGTH = 1500;

function idClaim(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  if (value.trim() === '' || value.length > MAX_ID_LENGTH || value.includes('/')) return undefined;
  return value;
}

function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

function parseCreationTime(value: unknown, now: () => Date): Date {
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = new Date(value);
    if (!Number.isNaN(parsed.getTime())) return parsed;
  }
  return now();
}

/**
 * Builds the session user from a Firebase user and its ID-token claims. Claims of the wrong
 * type are ignored (only `true` counts for the flags, only non-empty strings for ids, only
 * known roles for `role`), so a malformed token can never grant more than a well-formed one.
 */
export function sessionFromFirebaseUser(
  user: AuthUserLike,
  claims: Claims | null | undefined,
  now: () => Date = () => new Date(),
): SessionUser {
  const source: Claims = claims !== null && typeof claims === 'object' ? claims : {};
  const tid = idClaim(source.tid);
  const ptid = idClaim(source.ptid);
  const ttid = idClaim(source.ttid);
  const role = isMemberRole(source.role) ? source.role : undefined;
  const adminUI = source.adminUI === true;
  return {
    uid: user.uid,
    email: stringOrNull(user.email),
    displayName: stringOrNull(user.displayName),
    ...(tid !== undefined && { tid }),
    ...(ptid !== undefined && { ptid }),
    ...(ttid !== undefined && { ttid }),
    ...(role !== undefined && { role }),
    adminUI,
    isSystemDeveloper: source.sysdev === true,
    createdAt: parseCreationTime(user.metadata.creationTime, now),
    systemRole: adminUI ? 'systemadmin' : 'user',
    isSharedUser: ptid !== undefined,
    secondFactorRequired: source.mfa === true,
    signedInWithSecondFactor: signedInWithSecondFactor(source),
    signInProvider: signInProviderOf(source),
    ssoProvider: typeof source.sso === 'string' && source.sso.startsWith('oidc.') ? source.sso : null,
  };
}

/** How the account menu names the person: their name with the address beneath, or the address alone. */
export function sessionWho(session: Pick<SessionUser, 'displayName' | 'email'>): {
  who: string;
  detail: string | undefined;
} {
  return {
    who: session.displayName ?? session.email ?? '',
    detail: session.displayName ? (session.email ?? undefined) : undefined,
  };
}

/** Size in bytes of the claims as Firebase stores them (UTF-8 JSON). */
export function claimsSize(claims: Claims): number {
  return new TextEncoder().encode(JSON.stringify(claims)).length;
}

export class ClaimsTooLargeError extends RangeError {
  override readonly name = 'ClaimsTooLargeError';
  constructor(readonly size: number) {
    super(`Custom claims take ${size} bytes; Firebase allows at most ${MAX_CUSTOM_CLAIMS_BYTES}.`);
  }
}

/**
 * Throws `ClaimsTooLargeError` when the claims exceed Firebase's 1000-byte limit; returns
 * their size otherwise. The server calls it before `setCustomUserClaims`.
 */
export function assertClaimsSize(claims: Claims): number {
  const size = claimsSize(claims);
  if (size > MAX_CUSTOM_CLAIMS_BYTES) throw new ClaimsTooLargeError(size);
  return size;
}
