import { m } from '@assay/messages';
import type { OrganisationOverview } from '@assay/domain/org';
import { planIds, planNames, type PlanId } from '@assay/domain/plans/labels';
import { formatNumber } from '@assay/views/locale';

/** "Free plan": how the organisation's plan is named on screen. */
export function planLabel(overview: OrganisationOverview): string {
  return m.plan_label({ plan: planNames[overview.organisation.plan] });
}

/**
 * Why no further active tenant fits the plan (SPEC §4: limits show before the user hits
 * them; the server enforces them regardless), or undefined while there is room.
 */
export function tenantLimitReason(overview: OrganisationOverview | undefined): string | undefined {
  if (!overview || overview.usage.tenants < overview.limits.tenants) return undefined;
  return tenantsFull(overview.organisation.plan, overview.limits.tenants);
}

/** The one sentence for a plan whose active tenants are all taken (the tenant list, the usage bars). */
export function tenantsFull(plan: PlanId, limit: number): string {
  const room = { plan: planNames[plan], limit: formatNumber(limit) };
  // planIds run from the smallest plan to the largest: below the largest, a bigger plan has room.
  const largest = plan === planIds[planIds.length - 1];
  return largest ? m.tenants_limit(room) : m.tenants_limit_upgrade(room);
}
