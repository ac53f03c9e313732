import type { OrganisationOverview } from '@assay/domain/org';
import { planNames, type PlanId } from '@assay/domain/plans/labels';
import { roomFor, type LimitName, type LimitRoom } from '@assay/domain/plans/room';
import { m } from '@assay/messages';
import { formatNumber } from '@assay/views/locale';
import { tenantsFull } from './plan-room.ts';

/**
 * The room left under a limit, with its sentence in the page's language (the domain's own
 * sentence is the server's English refusal). Apart from plan-room.ts: the home page, the first
 * route, names the plan; these sentences are read only where something is created under a limit.
 */
export function roomOf(overview: OrganisationOverview, name: LimitName): LimitRoom {
  const room = roomFor(overview, name);
  return { ...room, message: roomMessage(room, overview.organisation.plan) };
}

function roomMessage(room: LimitRoom, planId: PlanId): string | null {
  const plan = planNames[planId];
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
      return room.allowed ? m.room_tenants_last(figures) : tenantsFull(planId, room.max);
    case 'members':
      return room.allowed ? m.room_members_last(figures) : m.room_members_full(figures);
    case 'privateBaselines':
      return room.allowed ? m.room_private_baselines_last(figures) : m.room_private_baselines_full(figures);
    default:
      return room.allowed ? m.room_api_keys_last(figures) : m.room_api_keys_full(figures);
  }
}
