// The Admin SDK for one project: the emulators for the local demo project (npm start's ports
// unless FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST say otherwise), application
// default credentials for a deployed one.
import { isLocalProject } from '@assay/domain/deployment';
import { applicationDefault, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { inheritedEnv } from '../env.ts';

export function openProject(projectId: string) {
  if (isLocalProject(projectId)) {
    // firebase-admin reads these when it first talks to each service.
    inheritedEnv.FIRESTORE_EMULATOR_HOST ??= '127.0.0.1:8080';
    inheritedEnv.FIREBASE_AUTH_EMULATOR_HOST ??= '127.0.0.1:9099';
  }
  const app = initializeApp(
    isLocalProject(projectId) ? { projectId } : { projectId, credential: applicationDefault() },
    `assay-ops-${projectId}`,
  );
  return { firestore: getFirestore(app), auth: getAuth(app) };
}
