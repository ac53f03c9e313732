// The only module of the functions workspace that reads process.env.
import { z } from 'zod';
import { planIdSchema, planLimitOverridesSchema } from '@assay/domain/plans';
import type { PlanId, PlanLimitOverrides } from '@assay/domain/plans';

const vars = process.env;

/** Deployment kinds: the local emulators, the `test` project, the `production` project. */
export type Deployment = 'emulator' | 'test' | 'production';

const PRODUCTION_PROJECT_ID = 'assay-production';

const projectId = vars.GCLOUD_PROJECT ?? vars.GCP_PROJECT ?? vars.GOOGLE_CLOUD_PROJECT ?? 'demo-assay';
const isEmulator = vars.FUNCTIONS_EMULATOR === 'true';
const deployment: Deployment = isEmulator ? 'emulator' : projectId === PRODUCTION_PROJECT_ID ? 'production' : 'test';

/** Plan limits from configuration: `ASSAY_PLAN_LIMITS='{"free":{"tenants":5}}'` overrides the defaults. */
function planLimitConfig(raw: string | undefined): Partial<Record<PlanId, PlanLimitOverrides>> {
  if (!raw) return {};
  const parsed = z.record(planIdSchema, planLimitOverridesSchema).safeParse(JSON.parse(raw));
  if (!parsed.success) throw new Error(`ASSAY_PLAN_LIMITS is invalid: ${parsed.error.message}`);
  return parsed.data;
}

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
  functionsEmulatorOrigin: vars.ASSAY_FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001',
} as const;
