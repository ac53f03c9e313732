// The only module of the functions workspace that reads process.env.
import { z } from 'zod';
import { DEFAULT_GRACE_DAYS } from '@assay/domain/billing';
import { planIdSchema, planLimitOverridesSchema } from '@assay/domain/plans';
import type { PlanId, PlanLimitOverrides } from '@assay/domain/plans';

const vars = process.env;

/** Deployment kinds: the local emulators, the `test` project, the `production` project. */
export type Deployment = 'emulator' | 'test' | 'production';

const PRODUCTION_PROJECT_ID = 'assay-production';

const projectId = vars.GCLOUD_PROJECT ?? vars.GCP_PROJECT ?? vars.GOOGLE_CLOUD_PROJECT ?? 'demo-assay';
const isEmulator = vars.FUNCTIONS_EMULATOR === 'true';
const deployment: Deployment = isEmulator
  ? 'emulator'
  : projectId === PRODUCTION_PROJECT_ID
    ? 'production'
    : 'test';

/** Plan limits from configuration: `ASSAY_PLAN_LIMITS='{"free":{"tenants":5}}'` overrides the defaults. */
function planLimitConfig(raw: string | undefined): Partial<Record<PlanId, PlanLimitOverrides>> {
  if (!raw) return {};
  const parsed = z.record(planIdSchema, planLimitOverridesSchema).safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`ASSAY_PLAN_LIMITS is invalid: ${parsed.error.message}`);
  return parsed.data;
}

/** A whole number of days from configuration (the billing grace period). */
function days(raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`ASSAY_BILLING_GRACE_DAYS must be a whole number of days, got ${raw}`);
  return value;
}

const stripeSecretKey = vars.STRIPE_SECRET_KEY || undefined;

/**
 * Billing: Stripe when STRIPE_SECRET_KEY is set, else the local test-billing provider. Both
 * deliver signed events to the stripeWebhook function, verified with this secret; the test
 * provider signs with a fixed local secret unless one is configured.
 */
const billing = {
  stripeSecretKey,
  webhookSecret:
    vars.STRIPE_WEBHOOK_SECRET || (stripeSecretKey ? undefined : 'whsec_assay_local_test_billing'),
  /** Stripe price ids of the paid plans; the test provider uses these names too. */
  priceIds: {
    team: vars.STRIPE_PRICE_TEAM || 'price_test_team',
    business: vars.STRIPE_PRICE_BUSINESS || 'price_test_business',
  },
  /** Where Checkout and the portal send the browser back to (the hosting origin). */
  appOrigin: vars.ASSAY_APP_ORIGIN || vars.ASSAY_HOSTING_URL || 'http://127.0.0.1:5050',
  /** Where the test provider delivers its events: the deployed (or emulated) stripeWebhook. */
  webhookUrl:
    vars.ASSAY_BILLING_WEBHOOK_URL ||
    (isEmulator
      ? `${vars.ASSAY_FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001'}/${projectId}/us-central1/stripeWebhook`
      : `https://us-central1-${projectId}.cloudfunctions.net/stripeWebhook`),
  /** Days a failed payment leaves the organisation writable (then read-only until paid). */
  graceDays: days(vars.ASSAY_BILLING_GRACE_DAYS, DEFAULT_GRACE_DAYS),
} as const;

export const env = {
  projectId,
  deployment,
  isEmulator,
  /** App Check is enforced everywhere but on the emulators (no attestation provider locally). */
  enforceAppCheck: !isEmulator,
  /** Callable outputs are checked against their contract everywhere but in production. */
  validateOutput: deployment !== 'production',
  planLimits: planLimitConfig(vars.ASSAY_PLAN_LIMITS),
  /** Set when firebase-admin talks to emulators (seeding refuses to run otherwise). */
  firestoreEmulatorHost: vars.FIRESTORE_EMULATOR_HOST,
  authEmulatorHost: vars.FIREBASE_AUTH_EMULATOR_HOST,
  /** Where the apps are served: links in emails point here (the hosting emulator locally). */
  appOrigin: vars.ASSAY_APP_ORIGIN ?? (isEmulator ? 'http://127.0.0.1:5050' : `https://${projectId}.web.app`),
  functionsEmulatorOrigin: vars.ASSAY_FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001',
  billing,
} as const;
