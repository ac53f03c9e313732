// firebase-admin, initialised once and lazily (importing the functions must not touch it:
// the deploy-time discovery loads the module without credentials).
import { getApps, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';
import { env } from '../env.ts';

/**
 * Names the service account on the Cloud Tasks emulator. Unnamed, every enqueue first asks the
 * metadata server for it, which off Google Cloud only gives up after ~10 s, and each change that
 * hands events to the webhook queues answered that much later (the emulator accepts any name).
 * Deployed, the runtime's own account is found as before.
 */
const EMULATED_SERVICE_ACCOUNT = 'emulated-service-acct@email.com';

function app(): App {
  return (
    getApps()[0] ??
    initializeApp(env.tasksEmulatorHost ? { serviceAccountId: EMULATED_SERVICE_ACCOUNT } : undefined)
  );
}

/** The app itself, for the clients imported on first use (the Cloud Tasks hand-offs). */
export const adminApp = app;

export function firestore(): Firestore {
  return getFirestore(app());
}

export function auth(): Auth {
  return getAuth(app());
}
