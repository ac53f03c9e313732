// firebase-admin's Firestore on the emulators (with-emulators sets FIRESTORE_EMULATOR_HOST), for
// what a journey reads or arranges outside the product: mail sent, a clock moved past an end.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { projectId } from '../env.ts';

export function emulatorDb(): Firestore {
  return getFirestore(
    getApps().find((candidate) => candidate.name === 'e2e') ?? initializeApp({ projectId }, 'e2e'),
  );
}
