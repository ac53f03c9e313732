// Zod-free (types only from ../plans): the admin page imports it to list what to remove.
import type { PlanLimits } from '../plans/index.ts';

/** Every limit a smaller plan can be over: the three counted ones, and the two features it may not include. */
export type DowngradeLimit = 'tenants' | 'members' | 'privateBaselines' | 'sharing' | 'apiKeys';

export interface DowngradeBlocker {
  limit: DowngradeLimit;
  /** In use now (members: members and pending invitations, as the usage bars count them). */
  current: number;
  /** What the target plan allows; 0 for a feature it does not include. */
  max: number;
  /** How many to remove before the plan fits. */
  remove: number;
}

/**
 * The organisation's usage as the admin page's usage bars read it (`org-get`'s usage, built by
 * the server's `usageOf`). Shares and API keys count once their features keep a counter.
 */
export interface DowngradeUsage {
  tenants: number;
  members: number;
  /** Pending invitations hold a seat, so they count against the members limit. */
  invitations: number;
  privateBaselines: number;
  /** People tenants are shared with (not revoked). */
  sharedUsers?: number;
  /** Active (not revoked) API keys. */
  apiKeys?: number;
}

/** The maximum of a counted limit; unlimited (null) is never exceeded. */
const maxOf = (max: number | null) => max ?? Number.POSITIVE_INFINITY;

function blocker(limit: DowngradeLimit, current: number, max: number): DowngradeBlocker[] {
  return current > max ? [{ limit, current, max, remove: current - max }] : [];
}

/** What is over the target plan's limits, in the order the admin page lists its usage. */
export function downgradeBlockers(usage: DowngradeUsage, target: PlanLimits): DowngradeBlocker[] {
  return [
    ...blocker('tenants', usage.tenants, target.tenants),
    ...blocker('members', usage.members + usage.invitations, target.members),
    ...blocker('privateBaselines', usage.privateBaselines, maxOf(target.privateBaselines)),
    // A plan without the feature allows none: existing shares and keys must go first.
    ...(target.sharing ? [] : blocker('sharing', usage.sharedUsers ?? 0, 0)),
    ...(target.apiKeys ? [] : blocker('apiKeys', usage.apiKeys ?? 0, 0)),
  ];
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const actions: Record<DowngradeLimit, (n: number) => string> = {
  tenants: (n) => `archive ${plural(n, 'tenant', 'tenants')}`,
  members: (n) => `remove ${plural(n, 'member or invitation', 'members or invitations')}`,
  privateBaselines: (n) => `delete ${plural(n, 'private baseline', 'private baselines')}`,
  sharing: (n) => `revoke ${plural(n, 'shared user', 'shared users')}`,
  apiKeys: (n) => `revoke ${plural(n, 'API key', 'API keys')}`,
};

/** "archive 4 tenants, remove 3 members or invitations": what to do first, in words. */
export function describeBlockers(blockers: readonly DowngradeBlocker[]): string {
  return blockers.map((item) => actions[item.limit](item.remove)).join(', ');
}
