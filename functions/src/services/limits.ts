import { planInForce } from '@assay/domain/billing';
import { DomainError } from '@assay/domain/errors';
import { hasRoomFor, limitsFor, maxOf } from '@assay/domain/plans';
import type { CountedLimit, PlanId, PlanLimitOverrides, PlanLimits } from '@assay/domain/plans';
import type { OrganisationUsage } from '@assay/domain/org';
import { planLimitConfig } from '../config/settings.ts';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';

/** The limits of `plan` for an organisation: plan defaults ← deployment configuration ← its own limit overrides. */
export function planLimits(
  plan: PlanId,
  limitOverrides: PlanLimitOverrides | undefined,
  config: Partial<Record<PlanId, PlanLimitOverrides>> = planLimitConfig(),
): PlanLimits {
  return limitsFor(plan, config[plan], limitOverrides);
}

/** The limits in force at `now`: those of the plan in force (a support override while it lasts, else the paid plan). */
export function effectiveLimits(
  organisation: Pick<OrganisationRecord, 'plan' | 'limitOverrides' | 'planOverride'>,
  now: Date,
  config: Partial<Record<PlanId, PlanLimitOverrides>> = planLimitConfig(),
): PlanLimits {
  return planLimits(planInForce(organisation, now), organisation.limitOverrides, config);
}

const labels: Record<CountedLimit, string> = {
  tenants: 'tenants',
  members: 'members',
  privateBaselines: 'private baselines',
};
const remedies: Record<CountedLimit, string> = {
  tenants: 'Upgrade the plan or archive some to add more.',
  members: 'Upgrade the plan, remove a member or withdraw an invitation to add more.',
  privateBaselines: 'Upgrade the plan or delete some to add more.',
};

/** Throws resource-exhausted (details.limit) unless `adding` more fit under the limit. */
export function assertRoom(limits: PlanLimits, name: CountedLimit, current: number, adding = 1): void {
  if (hasRoomFor(limits, name, current, adding)) return;
  const max = maxOf(limits, name);
  throw new DomainError('resource-exhausted', `Your plan allows ${max} ${labels[name]}. ${remedies[name]}`, {
    reason: 'plan-limit',
    limit: { name, max },
  });
}

/** What the organisation uses now, from the counters kept in the same transactions as the changes. */
export function usageOf(record: OrganisationRecord): OrganisationUsage {
  return {
    tenants: record.tenantCount,
    members: record.memberCount,
    invitations: record.invitationCount ?? 0,
    privateBaselines: record.privateBaselineCount ?? 0,
    apiKeys: record.apiKeyCount ?? 0,
    sharedUsers: record.sharedUserCount ?? 0,
  };
}

/** Members and pending invitations both hold a seat under the members limit. */
export function seatsTaken(record: OrganisationRecord): number {
  return record.memberCount + (record.invitationCount ?? 0);
}
