import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export interface RunningFirestore {
  hostPort: string;
  stop(): Promise<void>;
}

const embeddedEntry = fileURLToPath(new URL('../../firestore-emulator/src/index.ts', import.meta.url));

/** Starts the embedded Firestore server (tools/firestore-emulator) on 127.0.0.1. */
export async function startFirestore(options: { port: number; dataFile?: string }): Promise<RunningFirestore> {
  if (!existsSync(embeddedEntry)) throw new Error(`embedded Firestore server not found at ${embeddedEntry}`);
  const { startFirestoreEmulator } = (await import('@assay/firestore-emulator')) as typeof import('@assay/firestore-emulator');
  const running = await startFirestoreEmulator({ port: options.port, dataFile: options.dataFile });
  return { hostPort: running.hostPort, stop: () => running.stop() };
}
