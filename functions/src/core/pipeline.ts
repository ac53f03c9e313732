// The steps every callable goes through, independent of firebase-functions so that they can be
// unit-tested: authenticate (token not revoked) → replay check → authorise (claims only) →
// validate input → build the context → handler → check output → audit → strip undefined.
// Errors leave as HttpsError; refusals are counted in the security log.
import type { Access, CallableContract } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import type { z } from 'zod';
import type { Identity } from '../data/identity.ts';
import type { OutboxSource } from '../data/mail/outbox-source.ts';
import { signUpOrganisationId } from '../data/ids.ts';
import type { PlatformData } from '../data/platform-data.ts';
import type { SecurityLog } from '../data/security-log/security-log.ts';
import type { NewAuditEntry, OrgData } from '../data/types.ts';
import { authorise, principalFrom } from './authorize.ts';
import type { Principal, VerifiedAuth } from './authorize.ts';
import type { AnyContext, AuditNote, ContextFor, SelfIdentity } from './context.ts';
import { toHttpsError } from './errors.ts';
import { checkSession } from './session.ts';
import type { Accounts } from './session.ts';
import { fieldIssues, parseInput, withoutUndefined } from './validation.ts';

export interface Logger {
  error(message: string, context: Record<string, unknown>): void;
  warn(message: string, context: Record<string, unknown>): void;
}

/** The data access a callable may be given; built from firebase-admin in runtime.ts. */
export interface Backend {
  orgData(tid: string): OrgData;
  platform(): PlatformData;
  identity(): Identity;
  securityLog(): SecurityLog;
  outbox(): OutboxSource;
}

export interface Runtime {
  backend: Backend;
  accounts: Accounts;
  logger: Logger;
  now(): Date;
  validateOutput: boolean;
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
}

/** System-admin mutations consume their App Check token: a replayed request is refused. */
export function replayProtected(contract: CallableContract): boolean {
  return contract.access.audience === 'systemAdmin' && contract.mutation;
}

/** Refusals worth counting: someone reached for what is not theirs, or used a revoked session. */
const LOGGED_REFUSALS = new Set(['permission-denied', 'not-found', 'unauthenticated']);

async function logRefusal(contract: CallableContract, principal: Principal | null, error: unknown, runtime: Runtime, now: Date): Promise<void> {
  if (!principal || !(error instanceof DomainError) || !LOGGED_REFUSALS.has(error.code)) return;
  try {
    await runtime.backend.securityLog().record({ uid: principal.uid, callable: contract.name, code: error.code, at: now });
  } catch (logError) {
    runtime.logger.error('Could not write the security log', { callable: contract.name, uid: principal.uid, error: String(logError) });
  }
}

function selfIdentity(identity: Identity, uid: string): SelfIdentity {
  return {
    claims: () => identity.claimsOf(uid),
    setClaims: (claims) => identity.setClaims(uid, claims),
  };
}

function buildContext(access: Access, principal: Principal | null, runtime: Runtime, now: Date, notes: AuditNote[]): AnyContext {
  const audit = (note: AuditNote) => {
    notes.push(note);
  };
  if (access.audience === 'public' || !principal) return { uid: principal?.uid ?? null, principal, now, audit };
  const base = {
    uid: principal.uid,
    email: principal.email,
    name: principal.name,
    claims: principal.claims,
    principal,
    now,
    audit,
  };
  const { backend } = runtime;
  switch (access.audience) {
    case 'signedIn':
      return { ...base, self: selfIdentity(backend.identity(), principal.uid), signUpOrg: backend.orgData(signUpOrganisationId(principal.uid)) };
    case 'systemAdmin':
      return { ...base, platform: backend.platform(), identity: backend.identity(), outbox: backend.outbox() };
    case 'member':
    case 'shared':
    case 'memberOrShared': {
      if (principal.member && access.audience !== 'shared') {
        const { tid, role } = principal.member;
        return { ...base, org: backend.orgData(tid), member: { tid, role }, viewer: { kind: 'member', uid: principal.uid, role } };
      }
      if (principal.shared) {
        const { ptid, ttid } = principal.shared;
        return { ...base, org: backend.orgData(ptid), shared: { ptid, ttid }, viewer: { kind: 'shared', uid: principal.uid, tenantId: ttid } };
      }
      // authorise() lets no one else through; refuse rather than build a context without an org.
      throw new DomainError('permission-denied', "You don't have access to this.");
    }
  }
}

/** The organisations a caller's audit note may name: their own, or the one they sign up. */
function auditOrgOf(access: Access, principal: Principal | null, note: AuditNote | undefined): string | null {
  if (access.audience === 'systemAdmin' || !principal) return null;
  const own = principal.member?.tid ?? principal.shared?.ptid ?? null;
  if (note?.orgId && (note.orgId === own || note.orgId === signUpOrganisationId(principal.uid))) return note.orgId;
  return own;
}

async function writeAudit(
  contract: CallableContract,
  principal: Principal | null,
  notes: readonly AuditNote[],
  runtime: Runtime,
  now: Date,
): Promise<void> {
  const described = notes.length > 0 ? notes : [undefined];
  for (const note of described) {
    const entry: NewAuditEntry = {
      at: now.toISOString(),
      actorUid: principal?.uid ?? 'anonymous',
      action: contract.name,
      target: note?.target ?? contract.name,
      summary: note?.summary ?? contract.name,
      ...(note?.tenantId ? { tenantId: note.tenantId } : {}),
    };
    const orgId = auditOrgOf(contract.access, principal, note);
    if (orgId) await runtime.backend.orgData(orgId).appendAudit(entry);
    else await runtime.backend.platform().appendGlobalAudit({ ...entry, ...(note?.orgId ? { orgId: note.orgId } : {}) });
  }
}

export async function runCallable<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  contract: CallableContract<I, O, A>,
  handler: Handler<I, O, A>,
  request: CallRequest,
  runtime: Runtime,
): Promise<unknown> {
  const principal = principalFrom(request.auth);
  try {
    if (principal && request.auth) checkSession(request.auth, await runtime.accounts.stateOf(principal.uid));
    if (replayProtected(contract) && request.app?.alreadyConsumed === true) {
      throw new DomainError('unauthenticated', 'This request was already used. Try again.', { reason: 'app-check-replayed' });
    }
    authorise(contract.access, principal);
    const input = parseInput(contract.input, request.data);
    const now = runtime.now();
    const notes: AuditNote[] = [];
    const ctx = buildContext(contract.access, principal, runtime, now, notes);
    const output = await handler(input, ctx as ContextFor<A>);
    if (runtime.validateOutput) {
      const checked = contract.output.safeParse(output);
      if (!checked.success) {
        throw new Error(`Output of ${contract.name} breaks its contract: ${JSON.stringify(fieldIssues(checked.error.issues))}`);
      }
    }
    if (contract.mutation) {
      try {
        await writeAudit(contract, principal, notes, runtime, now);
      } catch (error) {
        // The mutation is committed; losing its audit entry must not turn success into failure.
        runtime.logger.error('Could not write the audit entry', { callable: contract.name, uid: principal?.uid, error: String(error) });
      }
    }
    return withoutUndefined(output);
  } catch (error) {
    await logRefusal(contract, principal, error, runtime, runtime.now());
    throw toHttpsError(error, runtime.logger, { callable: contract.name, uid: principal?.uid ?? null });
  }
}
