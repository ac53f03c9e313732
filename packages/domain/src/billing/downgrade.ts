import { maxOf } from '../plans/index.ts';
import type { CountedLimit, PlanLimits } from '../plans/index.ts';

export interface DowngradeBlocker {
  limit: CountedLimit;
  current: number;
  max: number;
  /** How many to remove before the plan fits. */
  remove: number;
}

/** Counted usage an organisation must bring under a smaller plan's limits. */
export type CountedUsage = Partial<Record<CountedLimit, number>>;

/** What is over the target plan's limits, in the order the admin page lists it. */
export function downgradeBlockers(usage: CountedUsage, target: PlanLimits): DowngradeBlocker[] {
  const blockers: DowngradeBlocker[] = [];
  for (const limit of ['tenants', 'members', 'privateBaselines'] as const) {
    const current = usage[limit];
    if (current === undefined) continue;
    const max = maxOf(target, limit);
    if (current > max) blockers.push({ limit, current, max, remove: current - max });
  }
  return blockers;
}

const actions: Record<CountedLimit, (n: number) => string> = {
  tenants: (n) => `archive ${n} ${n === 1 ? 'tenant' : 'tenants'}`,
  members: (n) => `remove ${n} ${n === 1 ? 'member' : 'members'}`,
  privateBaselines: (n) => `delete ${n} private ${n === 1 ? 'baseline' : 'baselines'}`,
};

/** "archive 4 tenants, remove 3 members": what to do first, in words. */
export function describeBlockers(blockers: readonly DowngradeBlocker[]): string {
  return blockers.map((blocker) => actions[blocker.limit](blocker.remove)).join(', ');
}
