// Organisations: sign-up and the organisation overview.
import { isSafeId } from '@assay/domain/ids';
import type { ContractParsedInput } from '@assay/domain/contracts';
import type { orgContracts } from '@assay/domain/org';
import type { OrganisationOverview, ParentTenant } from '@assay/domain/org';
import { DomainError } from '@assay/domain/errors';
import type { SelfIdentity } from '../core/context.ts';
import type { OrgData } from '../data/org-data.ts';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';
import { effectiveLimits } from './limits.ts';

export type CompleteSignUpInput = ContractParsedInput<typeof orgContracts.completeSignUp>;

/** Claims that survive sign-up (operator flags); membership claims are replaced. */
const preservedClaims = ['adminUI', 'sysdev'] as const;

export interface SignUpCaller {
  uid: string;
  email: string | null;
  name: string | null;
}

/**
 * Creates the caller's organisation and makes them its owner. Idempotent: the organisation id
 * is fixed per user, and a caller whose (server-side) claims already hold a tid gets it back.
 */
export async function completeSignUp(
  self: SelfIdentity,
  signUpOrg: OrgData,
  caller: SignUpCaller,
  input: CompleteSignUpInput,
  now: Date,
): Promise<{ tid: string; created: boolean }> {
  // The server-side claims, not the token's: a token minted before a first sign-up is stale.
  const current = await self.claims();
  if (!current) throw new DomainError('unauthenticated', 'Your account no longer exists. Sign in again.');
  if (isSafeId(current.tid)) return { tid: current.tid, created: false };
  if (current.ptid !== undefined) {
    throw new DomainError('failed-precondition', 'This account is a shared-access account. Sign up with another email address to create an organisation.');
  }
  const tid = signUpOrg.tid;
  const created = await signUpOrg.transaction(async (tx) => {
    const existing = await tx.organisation.get();
    if (existing) {
      if (existing.ownerUid !== caller.uid) throw new DomainError('aborted', 'Sign-up collided with another organisation. Please try again.');
      return false;
    }
    const at = now.toISOString();
    tx.organisation.create({ name: input.organisationName, plan: 'free', ownerUid: caller.uid, createdAt: at, tenantCount: 0, memberCount: 1 });
    tx.members.put({
      uid: caller.uid,
      email: caller.email ?? '',
      displayName: input.displayName ?? caller.name ?? caller.email?.split('@')[0] ?? '',
      role: 'owner',
      joinedAt: at,
    });
    tx.audit.record({ target: `org/${tid}`, summary: 'Created the organisation', subjectName: input.organisationName });
    return true;
  });
  const claims: Record<string, unknown> = { tid, role: 'owner' };
  for (const name of preservedClaims) if (current[name] !== undefined) claims[name] = current[name];
  await self.setClaims(claims);
  return { tid, created };
}

export function publicOrganisation(record: OrganisationRecord): ParentTenant {
  return {
    id: record.id,
    name: record.name,
    plan: record.plan,
    createdAt: record.createdAt,
    ownerUid: record.ownerUid,
    ...(record.limitOverrides ? { limitOverrides: record.limitOverrides } : {}),
  };
}

export async function getOrganisation(org: OrgData): Promise<OrganisationOverview> {
  const record = await org.organisation.get();
  if (!record) throw new DomainError('not-found', 'Your organisation no longer exists.');
  return {
    organisation: publicOrganisation(record),
    usage: { tenants: record.tenantCount, members: record.memberCount },
    limits: effectiveLimits(record),
  };
}
