import { startFirestoreEmulator } from '@assay/firestore-emulator';

export interface RunningFirestore {
  hostPort: string;
  stop(): Promise<void>;
}

/** Starts the embedded Firestore server (tools/firestore-emulator) on 127.0.0.1. */
export async function startFirestore(options: { port: number; dataFile?: string }): Promise<RunningFirestore> {
  const running = await startFirestoreEmulator({ port: options.port, dataFile: options.dataFile });
  return { hostPort: running.hostPort, stop: () => running.stop() };
}
