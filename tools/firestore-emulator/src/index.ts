import { Backend } from './backend.ts';
import type { IndexConfig } from './indexes.ts';
import { Persistence } from './persistence.ts';
import { listen } from './server.ts';

export { descendantsRange, type DescendantsRange } from './collection-group-scope.ts';
export type { CompositeIndex, FieldOverride, IndexConfig, IndexField } from './indexes.ts';

export interface FirestoreEmulatorOptions {
  /** Interface to bind; default 127.0.0.1 (never all interfaces unless asked). */
  host?: string;
  /** Default 8080; 0 picks a free port. */
  port?: number;
  /** JSON state file: loaded on start, saved every saveIntervalMs when dirty and on stop. */
  dataFile?: string;
  /** Default 5000. */
  saveIntervalMs?: number;
  /**
   * How long a write outside transactions waits for transactions holding the documents (or
   * queries) it changes before failing with ABORTED; default 20000.
   */
  lockWaitMs?: number;
  /**
   * A firestore.indexes.json path (read again whenever it changes) or its content. When set,
   * a query production would refuse for lack of an index fails with FAILED_PRECONDITION
   * naming the index to add. Unset: no index checks.
   */
  indexes?: string | IndexConfig;
  log?: (line: string) => void;
}

export interface RunningFirestoreEmulator {
  host: string;
  port: number;
  /** "127.0.0.1:8080", the value for FIRESTORE_EMULATOR_HOST. */
  hostPort: string;
  save(): Promise<void>;
  /** Deletes every document of every project. */
  clear(): void;
  stop(): Promise<void>;
}

export async function startFirestoreEmulator(
  options: FirestoreEmulatorOptions = {},
): Promise<RunningFirestoreEmulator> {
  const host = options.host ?? '127.0.0.1';
  const log = options.log ?? (() => undefined);
  const backend = new Backend({ lockWaitMs: options.lockWaitMs, indexes: options.indexes });
  const persistence = options.dataFile
    ? new Persistence(backend, options.dataFile, options.saveIntervalMs ?? 5000, log)
    : undefined;
  persistence?.load();
  const { server, port } = await listen(backend, host, options.port ?? 8080, log);
  persistence?.start();
  const hostPort = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  log(`Firestore emulator listening on ${hostPort}`);

  let stopped: Promise<void> | undefined;
  return {
    host,
    port,
    hostPort,
    save: () => persistence?.save() ?? Promise.resolve(),
    clear: () => backend.clear(),
    stop: () => {
      stopped ??= (async () => {
        persistence?.stop();
        backend.close();
        server.forceShutdown();
        await persistence?.save();
      })();
      return stopped;
    },
  };
}
