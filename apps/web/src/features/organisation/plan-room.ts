import { m } from '@assay/messages';
import type { OrganisationOverview } from '@assay/domain/org';
import { planIds, planNames } from '@assay/domain/plans/labels';

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
  const room = { plan: planNames[overview.organisation.plan], limit: overview.limits.tenants };
  // planIds run from the smallest plan to the largest: below the largest, a bigger plan has room.
  const largest = overview.organisation.plan === planIds[planIds.length - 1];
  return largest ? m.tenants_limit(room) : m.tenants_limit_upgrade(room);
}
