import { z } from 'zod';
import { planIds, planNames, type PlanId } from './labels.ts';

export { planIds, planNames, type PlanId };

// Plans and their limits (SPEC §4). These are the defaults; prices and limits come from
// configuration, so a deployment (or a system admin comping an organisation) passes overrides.
export const planIdSchema = z.enum(planIds);

export interface PlanLimits {
  /** Active tenants (archived tenants do not count). */
  tenants: number;
  members: number;
  /** `null` means unlimited. */
  privateBaselines: number | null;
  sharing: boolean;
  apiKeys: boolean;
}

/** Limits that are counted (and so can be exhausted), as named in `DomainError` details.limit. */
export const countedLimits = ['tenants', 'members', 'privateBaselines'] as const;
export type CountedLimit = (typeof countedLimits)[number];

export const planLimitsSchema = z.strictObject({
  tenants: z.number().int().min(0),
  members: z.number().int().min(0),
  privateBaselines: z.number().int().min(0).nullable(),
  sharing: z.boolean(),
  apiKeys: z.boolean(),
});

/** Per-organisation (or per-deployment) overrides of single limits. */
export const planLimitOverridesSchema = planLimitsSchema.partial();
export type PlanLimitOverrides = z.infer<typeof planLimitOverridesSchema>;

export const defaultPlanLimits: Readonly<Record<PlanId, Readonly<PlanLimits>>> = {
  free: { tenants: 3, members: 2, privateBaselines: 0, sharing: false, apiKeys: false },
  team: { tenants: 25, members: 10, privateBaselines: 10, sharing: true, apiKeys: true },
  business: { tenants: 500, members: 100, privateBaselines: null, sharing: true, apiKeys: true },
};

/** The effective limits of a plan: the defaults, then each override layer in order. */
export function limitsFor(plan: PlanId, ...overrides: (PlanLimitOverrides | undefined)[]): PlanLimits {
  const limits: PlanLimits = { ...defaultPlanLimits[plan] };
  for (const layer of overrides) {
    if (!layer) continue;
    if (layer.tenants !== undefined) limits.tenants = layer.tenants;
    if (layer.members !== undefined) limits.members = layer.members;
    if (layer.privateBaselines !== undefined) limits.privateBaselines = layer.privateBaselines;
    if (layer.sharing !== undefined) limits.sharing = layer.sharing;
    if (layer.apiKeys !== undefined) limits.apiKeys = layer.apiKeys;
  }
  return limits;
}

/** The maximum of a counted limit; `Infinity` when unlimited. */
export function maxOf(limits: PlanLimits, name: CountedLimit): number {
  return limits[name] ?? Number.POSITIVE_INFINITY;
}

/** Whether `current` items leave room for `adding` more under the limit. */
export function hasRoomFor(limits: PlanLimits, name: CountedLimit, current: number, adding = 1): boolean {
  return current + adding <= maxOf(limits, name);
}

export function isPlanId(value: unknown): value is PlanId {
  return typeof value === 'string' && (planIds as readonly string[]).includes(value);
}
