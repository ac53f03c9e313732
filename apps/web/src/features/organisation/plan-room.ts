import { m } from '@assay/messages';
import type { OrganisationOverview } from '@assay/domain/org';
import { formatNumber } from '@assay/views/locale';
import { planIds, planNames } from '@assay/domain/plans/labels';
import { roomFor, type LimitName, type LimitRoom } from '@assay/domain/plans/room';

/** "Free plan": how the organisation's plan is named on screen. */
export function planLabel(overview: OrganisationOverview): string {
  return m.plan_label({ plan: planNames[overview.organisation.plan] });
}

/**
 * The room left under a limit, with its sentence in the page's language (the domain's own
 * sentence is the server's English refusal).
 */
export function roomOf(overview: OrganisationOverview, name: LimitName): LimitRoom {
  const room = roomFor(overview, name);
  return { ...room, message: roomMessage(room, planNames[overview.organisation.plan]) };
}

function roomMessage(room: LimitRoom, plan: string): string | null {
  if (room.used === null)
    return room.allowed
      ? null
      : room.name === 'apiKeys'
        ? m.room_api_keys_excluded({ plan })
        : m.room_sharing_excluded({ plan });
  if (room.max === null || (room.allowed && !room.nearlyFull)) return null;
  const figures = { plan, max: formatNumber(room.max) };
  switch (room.name) {
    case 'tenants':
      return room.allowed ? m.room_tenants_last(figures) : m.room_tenants_full(figures);
    case 'members':
      return room.allowed ? m.room_members_last(figures) : m.room_members_full(figures);
    case 'privateBaselines':
      return room.allowed ? m.room_private_baselines_last(figures) : m.room_private_baselines_full(figures);
    default:
      return room.allowed ? m.room_api_keys_last(figures) : m.room_api_keys_full(figures);
  }
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
