import { isLocalProject } from '@assay/domain/deployment';

/**
 * True in a build for a local (demo-*) project: Vite writes the literal in (build/local-build.ts,
 * from @assay/domain/deployment), so a build for a deployed project drops every branch it
 * guards, with the emulators' addresses (`pnpm check:production` looks).
 */
declare const __ASSAY_LOCAL__: boolean;

/** What an app passes to createRuntime; each app reads it from import.meta.env in its own env.ts. */
export interface FirebaseClientConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  appId?: string;
  measurementId?: string;
  /** Local emulators; by Firebase convention every `demo-*` project runs on them. */
  emulators?: { authUrl: string; functionsHost: string; functionsPort: number };
  /** App Check is initialised only when a reCAPTCHA Enterprise site key is configured. */
  appCheckSiteKey?: string;
  /** Optional same-origin URL that receives the ID token (POST) and its removal (DELETE). */
  tokenSyncUrl?: string;
}

/** Functions call time-out (SPEC §6). */
export const CALL_TIMEOUT_MS = 70_000;
/** Region of every callable (SPEC §6). */
export const FUNCTIONS_REGION = 'us-central1';
/** Maximum age of a synced ID token (seed §9). */
export const TOKEN_SYNC_MAX_AGE_MS = 5 * 60_000;

/** Maps the VITE_* variables (shared .env at the repo root) to the client config. */
export function firebaseConfigFromEnv(env: Record<string, unknown>): FirebaseClientConfig {
  const read = (name: string): string | undefined => {
    const value = env[name];
    return typeof value === 'string' && value !== '' ? value : undefined;
  };
  const projectId = read('VITE_FIREBASE_PROJECT_ID') ?? 'demo-assay';
  return {
    apiKey: read('VITE_FIREBASE_API_KEY') ?? 'demo-api-key',
    authDomain: read('VITE_FIREBASE_AUTH_DOMAIN') ?? `${projectId}.firebaseapp.com`,
    projectId,
    appId: read('VITE_FIREBASE_APP_ID'),
    measurementId: read('VITE_FIREBASE_MEASUREMENT_ID'),
    // Only a build for a local (demo-*) project knows the emulators' addresses.
    emulators: __ASSAY_LOCAL__
      ? {
          authUrl: read('VITE_EMULATOR_AUTH_URL') ?? 'http://127.0.0.1:9099',
          functionsHost: read('VITE_EMULATOR_FUNCTIONS_HOST') ?? '127.0.0.1',
          functionsPort: Number(read('VITE_EMULATOR_FUNCTIONS_PORT') ?? 5001),
        }
      : undefined,
    appCheckSiteKey: read('VITE_APP_CHECK_SITE_KEY'),
    tokenSyncUrl: read('VITE_TOKEN_SYNC_URL'),
  };
}

/** By Firebase convention a demo-* project exists only on the emulators (@assay/domain/deployment). */
export const isDemoProject: (projectId: string) => boolean = isLocalProject;
