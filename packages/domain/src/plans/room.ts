// Room left under each limit of a plan, as every create button shows it before the server
// refuses (SPEC §4). Zod-free: screens import it without pulling zod onto their route.
import { planNames } from './labels.ts';
import type { PlanId } from './labels.ts';

/** Active API keys an organisation may hold when its plan includes them (a safety cap, not a price point). */
export const API_KEYS_MAX = 25;

/** The limits a create can run into: tenants, members and private baselines counted; sharing included or not; API keys included or not, then counted under API_KEYS_MAX. */
export type LimitName = 'tenants' | 'members' | 'privateBaselines' | 'sharing' | 'apiKeys';

/** What room needs to know: the shape of `org-get`'s overview (plan, usage, limits). */
export interface PlanUsageView {
  organisation: { plan: PlanId };
  usage: { tenants: number; members: number; invitations: number; privateBaselines: number; apiKeys: number };
  limits: {
    tenants: number;
    members: number;
    privateBaselines: number | null;
    sharing: boolean;
    apiKeys: boolean;
  };
}

export interface LimitRoom {
  name: LimitName;
  /** How people call it: "members", "private baselines". */
  label: string;
  /** For counted limits: used now (members include pending invitations) and the maximum (null: unlimited). */
  used: number | null;
  max: number | null;
  /** Whether one more create is allowed. */
  allowed: boolean;
  /** Whether the next create is the last one the plan allows (warn before the limit is hit). */
  nearlyFull: boolean;
  /** A sentence saying why the create is refused, or warning that it is the last one; null when there is plenty of room. */
  message: string | null;
}

export const limitLabels: Record<LimitName, string> = {
  tenants: 'active tenants',
  members: 'members',
  privateBaselines: 'private baselines',
  sharing: 'sharing',
  apiKeys: 'API keys',
};

const whatToDo: Record<LimitName, string> = {
  tenants: 'Archive a tenant or upgrade the plan to add more.',
  members: 'Remove a member, withdraw an invitation or upgrade the plan to add more.',
  privateBaselines: 'Upgrade the plan to add more.',
  sharing: 'Upgrade the plan to share tenants.',
  apiKeys: 'Upgrade the plan to create API keys.',
};
/** What to do when the plan includes API keys but all of them are in use. */
const revokeAKey = 'Revoke a key you no longer use to create another.';

function countedUse(
  view: PlanUsageView,
  name: 'tenants' | 'members' | 'privateBaselines' | 'apiKeys',
): number {
  if (name === 'members') return view.usage.members + view.usage.invitations;
  return view.usage[name];
}

/** The room left under limit `name` for one more create. */
export function roomFor(view: PlanUsageView, name: LimitName): LimitRoom {
  const plan = `${planNames[view.organisation.plan]} plan`;
  const label = limitLabels[name];
  if (name === 'sharing' || (name === 'apiKeys' && !view.limits.apiKeys)) {
    const allowed = view.limits[name];
    return {
      name,
      label,
      used: null,
      max: null,
      allowed,
      nearlyFull: false,
      message: allowed ? null : `The ${plan} does not include ${label}. ${whatToDo[name]}`,
    };
  }
  return countedRoom(view, name, plan, label);
}

function countedRoom(
  view: PlanUsageView,
  name: Exclude<LimitName, 'sharing'>,
  plan: string,
  label: string,
): LimitRoom {
  const used = countedUse(view, name);
  const max = name === 'apiKeys' ? API_KEYS_MAX : view.limits[name];
  if (max === null) return { name, label, used, max, allowed: true, nearlyFull: false, message: null };
  const allowed = used < max;
  const nearlyFull = allowed && used + 1 >= max;
  const message = !allowed
    ? `The ${plan} allows ${max} ${label}. ${name === 'apiKeys' ? revokeAKey : whatToDo[name]}`
    : nearlyFull
      ? `This is the last of the ${max} ${label} the ${plan} allows.`
      : null;
  return { name, label, used, max, allowed, nearlyFull, message };
}
