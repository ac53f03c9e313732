import type { OrganisationOverview } from '@assay/domain/org';
import { planNames } from '@assay/domain/plans/labels';

/** "Free plan": how the organisation's plan is named on screen. */
export function planLabel(overview: OrganisationOverview): string {
  return `${planNames[overview.organisation.plan]} plan`;
}

/**
 * Why no further active tenant fits the plan (SPEC §4: limits show before the user hits
 * them; the server enforces them regardless), or undefined while there is room.
 */
export function tenantLimitReason(overview: OrganisationOverview | undefined): string | undefined {
  if (!overview || overview.usage.tenants < overview.limits.tenants) return undefined;
  return `Your ${planLabel(overview)} allows ${overview.limits.tenants} active tenants. Archive one to make room.`;
}
