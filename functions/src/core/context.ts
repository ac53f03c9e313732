// What a callable handler receives besides its input. The shape follows the contract's
// audience, so a member callable gets `org` bound to the caller's parent tenant and only a
// system-admin callable gets cross-tenant `platform` access.
import type { CustomClaims } from '@assay/domain/claims';
import type { Access, PublicLookup, TokenCredential } from '@assay/domain/contracts';
import type { MemberRole } from '@assay/domain/roles';
import type { SupportGrant } from '@assay/domain/support';
import type { MemberViewer, SharedViewer, TenantViewer } from '@assay/domain/viewer';
import type { AttemptLimiter } from '../data/attempts/attempts.ts';
import type { Identity, MemberAccess, OwnAccount, OwnOrg, SelfIdentity } from '../data/identity.ts';
import type { OwnMemberships } from '../data/members/membership-claims.ts';
import type { UserDirectory } from '../data/user-directory/user-directory.ts';
import type { OutboxSource } from '../data/mail/outbox-source.ts';
import type { PlatformData } from '../data/platform-data.ts';
import type { OrgData } from '../data/org-data.ts';
import type { SharingAccess } from '../data/shared-users/sharing-access.ts';
import type { IdentityProviders } from '../data/sso/identity-providers.ts';
import type { SsoDirectory } from '../data/sso/sso-directory.ts';
import type { SupportDesk } from '../data/support-grants/support-desk.ts';
import type { Principal } from './authorize.ts';

interface ContextBase {
  now: Date;
}

interface SignedInBase extends ContextBase {
  uid: string;
  email: string | null;
  /** Display name from the token (`name`), if any. */
  name: string | null;
  claims: CustomClaims;
  principal: Principal;
}

export interface PublicContext extends ContextBase {
  uid: string | null;
  principal: Principal | null;
}

/**
 * A public callable whose input carries a secret token (the credential: a respondent's, a
 * sharing invitation's or a member invitation's): it may open the organisation the token claims to belong to, and must
 * count failed attempts by IP and token (services/credential-attempts.ts).
 */
export interface TokenContext extends PublicContext {
  tokenAccess: {
    /** Organisation `tid`, its changes audited as `actorUid` (the invitation, not a user). */
    org(tid: string, actorUid: string): OrgData;
    attempts: AttemptLimiter;
    /** The caller's IP address ('unknown' when the platform gives none). */
    ip: string;
  };
}

/**
 * A public callable that looks up which identity provider an email domain signs in with (sign-in
 * discovery): the directory only, and a counter of lookups per IP (services/sso/sso-sign-in-service.ts).
 */
export interface SsoLookupContext extends PublicContext {
  ssoLookup: {
    directory: SsoDirectory;
    attempts: AttemptLimiter;
    /** The caller's IP address ('unknown' when the platform gives none). */
    ip: string;
  };
}

export interface SignedInContext extends SignedInBase {
  self: SelfIdentity;
  /** The caller's own Auth account: name, sessions, deletion. */
  account: OwnAccount;
  /** The organisation this user would create on sign-up (a fixed id per user). */
  signUpOrg: OrgData;
  /**
   * An organisation that invited this user: services reach it only with the invitation's secret
   * token, or (single sign-on) a verified token signed in with its identity provider.
   */
  invitingOrg(tid: string): OrgData;
  /** Which organisation's identity provider an email domain signs in with (just-in-time joining). */
  ssoDirectory: SsoDirectory;
  /** The organisation the verified claims place the caller in, as a member or a shared user; null if none. */
  ownOrg: OwnOrg | null;
  /** The caller's own memberships: the index (every organisation they are a member of), and a live one read from its organisation. */
  memberships: OwnMemberships;
  /**
   * An organisation the caller says they are a member of: services read the caller's own member
   * document there first (data/members/membership-claims.ts) and touch nothing else without it.
   */
  memberOrg(tid: string): OrgData;
}

export interface MemberContext extends SignedInBase {
  org: OrgData;
  member: { tid: string; role: MemberRole };
  viewer: MemberViewer;
  /** The Auth side of membership in `org` (claims and sessions of its members). */
  access: MemberAccess;
  /** The Auth side of sharing `org`'s tenants (shared users' claims and sessions). */
  sharing: SharingAccess;
  /** System admins' support access to `org` (its owners decide on it). */
  support: SupportDesk;
  /** Identity Platform's provider configurations (the sso-* callables register the organisation's provider). */
  ssoProviders: IdentityProviders;
}

export interface SharedContext extends SignedInBase {
  org: OrgData;
  shared: { ptid: string; ttid: string };
  viewer: SharedViewer;
}

export interface MemberOrSharedContext extends SignedInBase {
  org: OrgData;
  viewer: TenantViewer;
}

export interface SystemAdminContext extends SignedInBase {
  platform: PlatformData;
  identity: Identity;
  directory: UserDirectory;
  outbox: OutboxSource;
  /** Organisation `tid` as support access sees it without a grant: profile, owners, grants, audit log, mail; never its content. */
  supportDesk(tid: string): SupportDesk;
}

/**
 * A system admin reading one organisation under their active support grant: `org` is the
 * organisation the input's `tid` names, opened only after the grant was checked and the read
 * written to its audit log; `viewer` is a viewer's, so the members' read services apply as they are.
 */
export interface SupportContext extends SignedInBase {
  org: OrgData;
  grant: SupportGrant;
  viewer: MemberViewer;
}

export type ContextFor<A extends Access> = A extends {
  audience: 'public';
  credential: TokenCredential;
}
  ? TokenContext
  : A extends { audience: 'public'; lookup: PublicLookup }
    ? SsoLookupContext
    : A extends { audience: 'public' }
      ? PublicContext
      : A extends { audience: 'signedIn' }
        ? SignedInContext
        : A extends { audience: 'member' }
          ? MemberContext
          : A extends { audience: 'shared' }
            ? SharedContext
            : A extends { audience: 'memberOrShared' }
              ? MemberOrSharedContext
              : A extends { audience: 'support' }
                ? SupportContext
                : SystemAdminContext;

export type AnyContext =
  | PublicContext
  | TokenContext
  | SsoLookupContext
  | SignedInContext
  | MemberContext
  | SharedContext
  | MemberOrSharedContext
  | SystemAdminContext
  | SupportContext;
