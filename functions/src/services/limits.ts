import { DomainError } from '@assay/domain/errors';
import { hasRoomFor, limitsFor, maxOf } from '@assay/domain/plans';
import type { CountedLimit, PlanId, PlanLimitOverrides, PlanLimits } from '@assay/domain/plans';
import { env } from '../env.ts';
import type { OrganisationRecord } from '../data/organisation/organisation.ts';

/** Plan defaults ← deployment configuration ← the organisation's own overrides (comped plans). */
export function effectiveLimits(
  organisation: Pick<OrganisationRecord, 'plan' | 'limitOverrides'>,
  config: Partial<Record<PlanId, PlanLimitOverrides>> = env.planLimits,
): PlanLimits {
  return limitsFor(organisation.plan, config[organisation.plan], organisation.limitOverrides);
}

const labels: Record<CountedLimit, string> = { tenants: 'tenants', members: 'members', privateBaselines: 'private baselines' };

/** Throws resource-exhausted (details.limit) unless `adding` more fit under the limit. */
export function assertRoom(limits: PlanLimits, name: CountedLimit, current: number, adding = 1): void {
  if (hasRoomFor(limits, name, current, adding)) return;
  const max = maxOf(limits, name);
  throw new DomainError('resource-exhausted', `Your plan allows ${max} ${labels[name]}. Upgrade the plan or archive some to add more.`, {
    limit: { name, max },
  });
}
