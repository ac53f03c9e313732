// The only module of the functions workspace that reads process.env: where this process runs
// and how it reaches the local stack. Settings (Stripe, the app's origin, plan limits) are
// declared params (config/params.ts), never read from here.
import { localOnlyIn, runsLocally } from '@assay/domain/deployment';

const vars = process.env;

/** Deployment kinds: the local emulators, the `test` project, the `production` project. */
export type Deployment = 'emulator' | 'test' | 'production';

const PRODUCTION_PROJECT_ID = 'assay-production';

const projectId = vars.GCLOUD_PROJECT ?? vars.GCP_PROJECT ?? vars.GOOGLE_CLOUD_PROJECT ?? 'demo-assay';
/** Running inside the Functions emulator. */
const isEmulator = vars.FUNCTIONS_EMULATOR === 'true';
const firestoreEmulatorHost = vars.FIRESTORE_EMULATOR_HOST || undefined;
const authEmulatorHost = vars.FIREBASE_AUTH_EMULATOR_HOST || undefined;
const deployment: Deployment = isEmulator
  ? 'emulator'
  : projectId === PRODUCTION_PROJECT_ID
    ? 'production'
    : 'test';
/** The functions under the emulator, or a script (seed, ops, tests) whose Admin SDK talks to both emulators. */
const onEmulators = isEmulator || (firestoreEmulatorHost !== undefined && authEmulatorHost !== undefined);
const functionsEmulatorOrigin = vars.ASSAY_FUNCTIONS_ORIGIN ?? 'http://127.0.0.1:5001';

export const env = {
  projectId,
  deployment,
  isEmulator,
  /** On the emulators of a demo project: the local stack stands in for every setting. */
  isLocal: runsLocally(projectId, onEmulators),
  /** What exists only on the emulators (@assay/domain/deployment decides). */
  localOnly: localOnlyIn(projectId, onEmulators),
  /** True while firebase-tools loads the code to list its functions (deploy or emulator start). */
  discovering: vars.FUNCTIONS_CONTROL_API === 'true',
  /** App Check is enforced everywhere but on the emulators (no attestation provider locally). */
  enforceAppCheck: !isEmulator,
  /** The deployed function this instance serves (Cloud Functions' FUNCTION_TARGET, `tenants.create` → `tenants-create`). */
  functionTarget: vars.FUNCTION_TARGET?.replaceAll('.', '-'),
  /** Callable outputs are checked against their contract everywhere but in production. */
  validateOutput: deployment !== 'production',
  firestoreEmulatorHost,
  authEmulatorHost,
  functionsEmulatorOrigin,
  /** Set by the Functions emulator when task queues go to the Cloud Tasks emulator. */
  tasksEmulatorHost: vars.CLOUD_TASKS_EMULATOR_HOST || undefined,
  /**
   * DNS servers for domain verification (`ASSAY_DNS_SERVERS`, comma-separated `host:port`), read
   * only on the emulators (the integration test's local DNS server); elsewhere the system's.
   */
  dnsServers: onEmulators
    ? (vars.ASSAY_DNS_SERVERS ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter((server) => server !== '')
    : [],
  /** Local stack wiring, used only when isLocal: the hosting emulator (links in mail) and the emulated stripeWebhook. */
  localStack: {
    appOrigin: vars.ASSAY_HOSTING_URL || 'http://127.0.0.1:5050',
    billingWebhookUrl:
      vars.ASSAY_BILLING_WEBHOOK_URL || `${functionsEmulatorOrigin}/${projectId}/us-central1/stripeWebhook`,
  },
} as const;
