// The steps every callable goes through, independent of firebase-functions so that they can be
// unit-tested: authenticate (token not revoked) → replay check → authorise (claims only) →
// validate input → build the context → handler → check output → strip undefined. Services
// write their audit entries inside the transaction of the change (stamped with `AuditStamp`).
// Errors leave as HttpsError; refusals are counted in the security log.
import type { Access, CallableContract } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import type { FieldIssue } from '@assay/domain/errors';
import type { z } from 'zod';
import type { AttemptLimiter } from '../data/attempts/attempts.ts';
import { memberAccess } from '../data/identity.ts';
import type { Identity, OwnAccount, SelfIdentity } from '../data/identity.ts';
import type { AccountMemberships } from '../data/members/account-memberships.ts';
import { nextLiveMembership, ownMemberships } from '../data/members/membership-claims.ts';
import type { UserDirectory } from '../data/user-directory/user-directory.ts';
import type { IdentityProviders } from '../data/sso/identity-providers.ts';
import type { SsoDirectory } from '../data/sso/sso-directory.ts';
import type { OutboxSource } from '../data/mail/outbox-source.ts';
import { signUpOrganisationId } from '../data/ids.ts';
import type { PlatformData } from '../data/platform-data.ts';
import type { SecurityLog } from '../data/security-log/security-log.ts';
import { sharingAccess } from '../data/shared-users/sharing-access.ts';
import { supportDesk } from '../data/support-grants/support-desk.ts';
import type { SharingAccounts } from '../data/shared-users/sharing-access.ts';
import type { AuditStamp } from '../data/audit/audit.ts';
import type { OrgData } from '../data/org-data.ts';
import { apiKeyPrincipal, authorise, principalFrom } from './authorize.ts';
import type { Principal, VerifiedAuth } from './authorize.ts';
import type { AnyContext, ContextFor } from './context.ts';
import { toHttpsError } from './errors.ts';
import { assertWritable, guardedByBilling } from './read-only.ts';
import { replayProtected } from './replay.ts';
import { checkSession, checkSharing } from './session.ts';
import { activeGrant, recordSupportRead, supportTid } from './support-access.ts';
import { assertWithinTenants } from './tenant-scope.ts';
import type { Accounts } from './session.ts';
import type { MemberRole } from '@assay/domain/roles';
import { fieldIssues, invalidInput, parseInput, withoutUndefined } from './validation.ts';

export interface Logger {
  error(message: string, context: Record<string, unknown>): void;
  warn(message: string, context: Record<string, unknown>): void;
}

/** The data access a callable may be given; built from firebase-admin in runtime.ts. */
export interface Backend {
  /** Organisation `tid`; its transactions write audit entries stamped with `stamp`. */
  orgData(tid: string, stamp: AuditStamp): OrgData;
  platform(stamp: AuditStamp): PlatformData;
  identity(): Identity;
  securityLog(): SecurityLog;
  outbox(): OutboxSource;
  /** Failed credential attempts (respondent tokens), by IP and by token prefix. */
  attempts(): AttemptLimiter;
  /** Firebase Auth accounts as sharing a tenant needs them (find or create by email, last sign-in). */
  sharingAccounts(): SharingAccounts;
  /** Firebase Auth accounts for the service console (look up, disable). */
  directory(): UserDirectory;
  /** The caller's own Firebase Auth account (account-* callables). */
  ownAccount(uid: string): OwnAccount;
  /** Identity Platform's provider configurations (single sign-on; owners' sso-* callables). */
  identityProviders(): IdentityProviders;
  /** Which organisation's identity provider an email domain signs in with (reads across organisations). */
  ssoDirectory(): SsoDirectory;
  /** The organisations account `uid` is a member of (its own index, accounts/{uid}/memberships). */
  accountMemberships(uid: string): AccountMemberships;
}

export interface Runtime {
  backend: Backend;
  accounts: Accounts;
  logger: Logger;
  now(): Date;
  validateOutput: boolean;
  /** Days a failed payment leaves an organisation writable (core/read-only.ts). */
  billingGraceDays: number;
}

export type Handler<I extends z.ZodType, O extends z.ZodType, A extends Access> = (
  input: z.output<I>,
  ctx: ContextFor<A>,
) => Promise<z.input<O>> | z.input<O>;

export interface CallRequest {
  auth?: VerifiedAuth | null;
  /** The verified App Check token; `alreadyConsumed` is set when the contract consumes it. */
  app?: { alreadyConsumed?: boolean } | null;
  data: unknown;
  /** Set when `data` was refused before decoding (core/wire-data.ts): answered as invalid input once authorised. */
  dataIssue?: FieldIssue | null;
  /** The caller's IP address, for counting failed token attempts. */
  ip?: string | null;
  /** Instead of `auth`: an API key the REST API has already checked (the key is the credential, no session). */
  apiKey?: { keyId: string; tid: string; role: MemberRole; tenantIds: string[] | null } | null;
}

/** Refusals worth counting: someone reached for what is not theirs, or used a revoked session. */
const LOGGED_REFUSALS = new Set(['permission-denied', 'not-found', 'unauthenticated']);

async function logRefusal(
  contract: CallableContract,
  principal: Principal | null,
  error: unknown,
  runtime: Runtime,
  now: Date,
): Promise<void> {
  if (!principal || !(error instanceof DomainError) || !LOGGED_REFUSALS.has(error.code)) return;
  try {
    await runtime.backend
      .securityLog()
      .record({ uid: principal.uid, callable: contract.name, code: error.code, at: now });
  } catch (logError) {
    runtime.logger.error('Could not write the security log', {
      callable: contract.name,
      uid: principal.uid,
      error: String(logError),
    });
  }
}

function selfIdentity(identity: Identity, uid: string): SelfIdentity {
  return {
    claims: () => identity.claimsOf(uid),
    setClaims: (claims) => identity.setClaims(uid, claims),
  };
}

async function buildContext(
  contract: CallableContract,
  principal: Principal | null,
  runtime: Runtime,
  now: Date,
  ip: string,
  input: unknown,
): Promise<AnyContext> {
  const { access } = contract;
  if (access.audience === 'public' && access.credential) {
    const { backend } = runtime;
    return {
      uid: principal?.uid ?? null,
      principal,
      now,
      tokenAccess: {
        org: (tid, actorUid) =>
          backend.orgData(tid, { actorUid, action: contract.name, at: now.toISOString() }),
        attempts: backend.attempts(),
        ip,
      },
    };
  }
  if (access.audience === 'public' && access.lookup === 'ssoDomains') {
    const { backend } = runtime;
    return {
      uid: principal?.uid ?? null,
      principal,
      now,
      ssoLookup: { directory: backend.ssoDirectory(), attempts: backend.attempts(), ip },
    };
  }
  if (access.audience === 'public' || !principal) return { uid: principal?.uid ?? null, principal, now };
  const stamp: AuditStamp = { actorUid: principal.uid, action: contract.name, at: now.toISOString() };
  const base = {
    uid: principal.uid,
    email: principal.email,
    name: principal.name,
    claims: principal.claims,
    principal,
    now,
  };
  const { backend } = runtime;
  switch (access.audience) {
    case 'signedIn':
      return {
        ...base,
        self: selfIdentity(backend.identity(), principal.uid),
        account: backend.ownAccount(principal.uid),
        signUpOrg: backend.orgData(signUpOrganisationId(principal.uid), stamp),
        invitingOrg: (tid) => backend.orgData(tid, stamp),
        ssoDirectory: backend.ssoDirectory(),
        memberships: ownMemberships(
          backend.accountMemberships(principal.uid),
          (tid) => backend.orgData(tid, stamp),
          principal.uid,
        ),
        memberOrg: (tid) => backend.orgData(tid, stamp),
        ownOrg: principal.member
          ? { kind: 'member', org: backend.orgData(principal.member.tid, stamp), role: principal.member.role }
          : principal.shared
            ? { kind: 'shared', org: backend.orgData(principal.shared.ptid, stamp) }
            : null,
      };
    case 'support': {
      const org = backend.orgData(supportTid(contract, input), stamp);
      const grant = await activeGrant(org, principal.uid, now);
      return { ...base, org, grant, viewer: { kind: 'member', uid: principal.uid, role: 'viewer' } };
    }
    case 'systemAdmin':
      return {
        ...base,
        platform: backend.platform(stamp),
        identity: backend.identity(),
        directory: backend.directory(),
        outbox: backend.outbox(),
        supportDesk: (tid) => supportDesk(backend.orgData(tid, stamp)),
      };
    case 'member':
    case 'shared':
    case 'memberOrShared': {
      if (principal.member && access.audience !== 'shared') {
        const { tid, role } = principal.member;
        const tenantIds = principal.apiKey?.tenantIds;
        const viewer = {
          kind: 'member',
          uid: principal.uid,
          role,
          ...(tenantIds ? { tenantIds } : {}),
        } as const;
        if (access.audience === 'member') {
          const org = backend.orgData(tid, stamp);
          return {
            ...base,
            org,
            member: { tid, role },
            viewer,
            access: memberAccess(
              backend.identity(),
              tid,
              nextLiveMembership(
                (uid) => backend.accountMemberships(uid),
                (other) => backend.orgData(other, stamp),
                tid,
              ),
            ),
            sharing: sharingAccess(backend.sharingAccounts(), tid),
            support: supportDesk(org),
            ssoProviders: backend.identityProviders(),
          };
        }
        return { ...base, org: backend.orgData(tid, stamp), member: { tid, role }, viewer };
      }
      if (principal.shared) {
        const { ptid, ttid } = principal.shared;
        const org = backend.orgData(ptid, stamp);
        await checkSharing(org, principal.uid, ttid);
        return {
          ...base,
          org,
          shared: { ptid, ttid },
          viewer: { kind: 'shared', uid: principal.uid, tenantId: ttid },
        };
      }
      // authorise() lets no one else through; refuse rather than build a context without an org.
      throw new DomainError('permission-denied', "You don't have access to this.");
    }
  }
}

export async function runCallable<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  contract: CallableContract<I, O, A>,
  handler: Handler<I, O, A>,
  request: CallRequest,
  runtime: Runtime,
): Promise<unknown> {
  const principal = request.apiKey ? apiKeyPrincipal(request.apiKey) : principalFrom(request.auth);
  try {
    if (principal && request.auth && !request.apiKey)
      checkSession(request.auth, await runtime.accounts.stateOf(principal.uid));
    if (replayProtected(contract) && request.app?.alreadyConsumed === true) {
      throw new DomainError('unauthenticated', 'This request was already used. Try again.', {
        reason: 'app-check-replayed',
      });
    }
    authorise(contract.access, principal);
    if (request.dataIssue) throw invalidInput([request.dataIssue]);
    const input = parseInput(contract.input, request.data);
    if (principal?.apiKey?.tenantIds) assertWithinTenants(contract, input, principal.apiKey.tenantIds);
    const now = runtime.now();
    const ctx = await buildContext(contract, principal, runtime, now, request.ip ?? 'unknown', input);
    if ('org' in ctx && guardedByBilling(contract))
      await assertWritable(ctx.org, now, runtime.billingGraceDays);
    const output = await handler(input, ctx as ContextFor<A>);
    if (contract.access.audience === 'support' && 'org' in ctx && principal)
      await recordSupportRead(contract, ctx.org, principal.uid, input as Record<string, unknown>, now);
    if (runtime.validateOutput) {
      const checked = contract.output.safeParse(output);
      if (!checked.success) {
        throw new Error(
          `Output of ${contract.name} breaks its contract: ${JSON.stringify(fieldIssues(checked.error.issues))}`,
        );
      }
    }
    return withoutUndefined(output);
  } catch (error) {
    await logRefusal(contract, principal, error, runtime, runtime.now());
    throw toHttpsError(error, runtime.logger, { callable: contract.name, uid: principal?.uid ?? null });
  }
}
