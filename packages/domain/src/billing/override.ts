// A plan set by Assay support over the paid one (a comp, a trial extension, a goodwill upgrade):
// in force from when it is set until `endsAt`, then the organisation is back on the plan its
// subscription pays for. The plan in force is always computed with the clock, so an override
// past its end never grants anything, even before the expiry job has cleared it.
import { z } from 'zod';
import { isoDateTimeSchema } from '../ids/index.ts';
import { planIdSchema } from '../plans/index.ts';
import type { PlanId } from '../plans/index.ts';
import { humanText } from '../text/index.ts';

export const PLAN_OVERRIDE_REASON_MAX = 500;
/** How far ahead an override may end: a year and a day (a yearly comp), after that it is a contract. */
export const PLAN_OVERRIDE_DAYS_MAX = 366;

export const planOverrideReasonSchema = humanText({
  min: 1,
  max: PLAN_OVERRIDE_REASON_MAX,
  multiline: true,
  required: 'Enter why the plan is overridden',
});

export const planOverrideSchema = z.strictObject({
  plan: planIdSchema,
  reason: z.string(),
  endsAt: isoDateTimeSchema,
  /** The system admin who set it (uid and email as their token had them). */
  setBy: z.strictObject({ uid: z.string(), email: z.string().nullable() }),
  setAt: isoDateTimeSchema,
});
export type PlanOverride = z.infer<typeof planOverrideSchema>;

/** What the organisation's owners see of an override on their billing page. */
export const planOverrideNoticeSchema = planOverrideSchema.pick({ plan: true, reason: true, endsAt: true });
export type PlanOverrideNotice = z.infer<typeof planOverrideNoticeSchema>;

/** Whether `override` still applies at `now` (it ends at `endsAt`, exclusive). */
export function overrideInForce(
  override: Pick<PlanOverride, 'endsAt'> | null | undefined,
  now: Date,
): boolean {
  return override !== null && override !== undefined && Date.parse(override.endsAt) > now.getTime();
}

/**
 * The one answer to "which plan is this organisation on": the override while it is in force,
 * else the plan the subscription pays for (or support set without one). Limits read this.
 */
export function planInForce(
  organisation: { plan: PlanId; planOverride?: Pick<PlanOverride, 'plan' | 'endsAt'> | null | undefined },
  now: Date,
): PlanId {
  return overrideInForce(organisation.planOverride, now) && organisation.planOverride
    ? organisation.planOverride.plan
    : organisation.plan;
}

/** Refuses an end that is not ahead of `now` or beyond PLAN_OVERRIDE_DAYS_MAX days: the message names the rule. */
export function overrideEndProblem(endsAt: string, now: Date): string | null {
  const end = Date.parse(endsAt);
  if (end <= now.getTime()) return 'Must be in the future';
  if (end > now.getTime() + PLAN_OVERRIDE_DAYS_MAX * 24 * 3600 * 1000)
    return `At most ${PLAN_OVERRIDE_DAYS_MAX} days ahead`;
  return null;
}
