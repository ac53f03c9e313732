import { startFirestoreEmulator } from '@assay/firestore-emulator';
import { fileURLToPath } from 'node:url';

export interface RunningFirestore {
  hostPort: string;
  stop(): Promise<void>;
}

/** The repository's index file: queries it cannot serve fail locally as they would in production. */
export const repoIndexesFile = fileURLToPath(new URL('../../../firestore.indexes.json', import.meta.url));

/** Starts the embedded Firestore server (tools/firestore-emulator) on 127.0.0.1, enforcing the repo's indexes. */
export async function startFirestore(options: {
  port: number;
  dataFile?: string;
  indexesFile?: string;
}): Promise<RunningFirestore> {
  const running = await startFirestoreEmulator({
    port: options.port,
    dataFile: options.dataFile,
    indexes: options.indexesFile ?? repoIndexesFile,
  });
  return { hostPort: running.hostPort, stop: () => running.stop() };
}
