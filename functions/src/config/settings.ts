// The settings of this deployment, read at run time from the declared params (params.ts).
// On the emulators of a demo project the local stack's own values stand in; anywhere else a
// missing setting is refused with `failed-precondition` naming it, and logged once per
// instance. Nothing falls back to a local behaviour outside the emulators.
import * as logger from 'firebase-functions/logger';
import { z } from 'zod';
import type { PaidPlanId } from '@assay/domain/billing';
import { DomainError } from '@assay/domain/errors';
import { planIdSchema, planLimitOverridesSchema } from '@assay/domain/plans';
import type { PlanId, PlanLimitOverrides } from '@assay/domain/plans';
import { env } from '../env.ts';
import * as params from './params.ts';

interface Setting {
  readonly name: string;
  value(): string;
}

const reported = new Set<string>();

/** The refusal of a call that needs `setting`, which this deployment lacks (logged once per instance). */
export function notConfigured(setting: string, what: string): DomainError {
  if (!reported.has(setting)) {
    reported.add(setting);
    logger.error(`${setting} is not configured: ${what} answers failed-precondition until it is set.`, {
      setting,
    });
  }
  return new DomainError(
    'failed-precondition',
    `${what} is not available in this deployment yet: the setting ${setting} is not configured.`,
    { reason: 'not-configured', setting },
  );
}

/** The value of `setting`, or the refusal naming it. */
function required(setting: Setting, what: string): string {
  const value = setting.value().trim();
  if (value === '') throw notConfigured(setting.name, what);
  return value;
}

/** Where the apps are served: links in mail and calendars point here. */
export function appOrigin(what = 'Sending links'): string {
  if (env.isLocal) return env.localStack.appOrigin;
  return required(params.appOrigin, what);
}

export interface StripeSettings {
  secretKey: string;
  priceIds: Record<PaidPlanId, string>;
  appOrigin: string;
}

const BILLING = 'Billing';

/** Everything the Stripe provider needs; throws the refusal naming the first missing setting. */
export function stripeSettings(): StripeSettings {
  return {
    secretKey: required(params.stripeSecretKey, BILLING),
    priceIds: stripePriceIds(),
    appOrigin: appOrigin(BILLING),
  };
}

/** The Stripe price ids of the paid plans (the webhook maps prices back to plans with them). */
export function stripePriceIds(): Record<PaidPlanId, string> {
  return {
    team: required(params.stripePriceTeam, BILLING),
    business: required(params.stripePriceBusiness, BILLING),
  };
}

/** The secret stripeWebhook verifies signatures with. */
export function stripeWebhookSecret(): string {
  return required(params.stripeWebhookSecret, 'The Stripe webhook');
}

/** Days a failed payment leaves the organisation writable. */
export function billingGraceDays(): number {
  const days = params.billingGraceDays.value();
  if (!Number.isInteger(days) || days < 0)
    throw new Error(`ASSAY_BILLING_GRACE_DAYS must be a whole number of days, got ${days}`);
  return days;
}

let limits: { raw: string; parsed: Partial<Record<PlanId, PlanLimitOverrides>> } | undefined;

/** Plan limits from configuration: `ASSAY_PLAN_LIMITS='{"free":{"tenants":5}}'` overrides the defaults. */
export function planLimitConfig(): Partial<Record<PlanId, PlanLimitOverrides>> {
  const raw = params.planLimitOverrides.value().trim();
  if (limits?.raw === raw) return limits.parsed;
  let parsed: Partial<Record<PlanId, PlanLimitOverrides>> = {};
  if (raw !== '') {
    const checked = z.record(planIdSchema, planLimitOverridesSchema).safeParse(JSON.parse(raw));
    if (!checked.success) throw new Error(`ASSAY_PLAN_LIMITS is invalid: ${checked.error.message}`);
    parsed = checked.data;
  }
  limits = { raw, parsed };
  return parsed;
}

/**
 * Logs, once per instance, the plain settings this deployment lacks (every function sees
 * those; a secret is bound only to the functions that need it and is reported at its first
 * refusal). Nothing is missing on the emulators.
 */
export function reportMissingSettings(): void {
  if (env.isLocal) return;
  const plain: Setting[] = [params.appOrigin, params.stripePriceTeam, params.stripePriceBusiness];
  const missing = plain.filter((setting) => setting.value().trim() === '').map((setting) => setting.name);
  if (missing.length > 0)
    logger.warn(
      `Settings not configured: ${missing.join(', ')}; the calls that need them answer failed-precondition.`,
      {
        missing,
      },
    );
}
