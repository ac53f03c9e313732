// The only place tools/stack reads process.env: ports and hosts of the local stack.
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';

export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-assay';
/**
 * Added to the emulators' ports (ASSAY_PORT_OFFSET): a second stack runs beside the first (`npm
 * test` runs the integration suite on one while the journeys use the other). Hosting stays on its
 * port: it is the app's origin the functions write into mails, and only the first stack serves it.
 */
export const portOffset = Number(process.env.ASSAY_PORT_OFFSET ?? 0);
export const ports = {
  firestore: Number(process.env.ASSAY_FIRESTORE_PORT ?? 8080 + portOffset),
  auth: 9099 + portOffset,
  functions: 5001 + portOffset,
  hosting: 5050,
} as const;
/** The region the callables are deployed in (functions/src/core/define-callable.ts). */
export const region = 'us-central1';
export const hosts = {
  firestore: `127.0.0.1:${ports.firestore}`,
  auth: `127.0.0.1:${ports.auth}`,
  hosting: `http://127.0.0.1:${ports.hosting}`,
  /** Where the web app sends callables on the emulators. */
  functions: `http://127.0.0.1:${ports.functions}/${projectId}/${region}`,
} as const;
export const inheritedEnv = process.env;
/** Where `npm start` keeps its data between runs (the repository's .data/ unless ASSAY_DATA_DIR names another; the start bench uses a fresh one). */
export const dataDir =
  process.env.ASSAY_DATA_DIR ?? fileURLToPath(new URL('../../../.data', import.meta.url));

/**
 * How many requests the Functions emulator runs at once (firebase-tools reads
 * FUNCTIONS_EMULATOR_PARALLEL when it loads its work queue; its default of 50 starts a worker
 * process per concurrent request, which on a small machine swaps and fails calls). Two per core
 * keeps the cores busy while a worker waits on Firestore; an explicit value in the environment wins.
 */
export function functionsEmulatorParallel(): string {
  const explicit = process.env.FUNCTIONS_EMULATOR_PARALLEL;
  if (explicit && Number.parseInt(explicit, 10) >= 1) return explicit;
  return String(Math.max(2, Math.min(8, availableParallelism() * 2)));
}

/**
 * Seconds an extra idle Functions emulator worker lives (read by our firebase-tools patch,
 * patches/firebase-tools@*.patch); each trigger keeps one warm worker. Unpatched, the emulator
 * keeps every worker it ever started, one ~85 MB process per trigger and per request it ran at
 * once, which filled 24 GiB and got the emulator killed halfway through the integration suite.
 * An explicit value in the environment wins.
 */
export function functionsEmulatorIdleWorkerSeconds(): string {
  return process.env.FUNCTIONS_EMULATOR_IDLE_WORKER_SECONDS ?? '60';
}

/**
 * Whether the Functions emulator runs every function in one pool of workers (read by our
 * firebase-tools patch). Unpatched, each function gets its own workers: the integration suite and
 * the journeys call about 150 functions, and loading each one's worker cost ~1 s of CPU, minutes
 * in all on two cores. A worker still serves one request at a time; "false" in the environment
 * gives the per-function pool back.
 */
export function functionsEmulatorSharedWorkers(): string {
  return process.env.FUNCTIONS_EMULATOR_SHARED_WORKERS ?? 'true';
}
