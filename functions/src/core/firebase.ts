// firebase-admin, initialised once and lazily (importing the functions must not touch it:
// the deploy-time discovery loads the module without credentials).
import { getApps, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import type { Auth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import type { Firestore } from 'firebase-admin/firestore';

function app(): App {
  return getApps()[0] ?? initializeApp();
}

/** The app itself, for the clients imported on first use (the Cloud Tasks hand-offs). */
export const adminApp = app;

export function firestore(): Firestore {
  return getFirestore(app());
}

export function auth(): Auth {
  return getAuth(app());
}
