import type { TestProject } from 'vitest/node';
import { startFirestoreEmulator, type RunningFirestoreEmulator } from '../src/index.ts';

// Runs the suite against FIRESTORE_EMULATOR_HOST when it is set (e.g. the official
// emulator), otherwise against the embedded server on a free port.

let emulator: RunningFirestoreEmulator | undefined;

export async function setup(project: TestProject): Promise<void> {
  let host = process.env.FIRESTORE_EMULATOR_HOST;
  if (!host) {
    emulator = await startFirestoreEmulator({ port: 0 });
    host = emulator.hostPort;
    process.env.FIRESTORE_EMULATOR_HOST = host;
  }
  project.provide('firestoreEmulatorHost', host);
}

export async function teardown(): Promise<void> {
  await emulator?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    firestoreEmulatorHost: string;
  }
}
