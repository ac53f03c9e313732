import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import {
  getFirestore,
  type DocumentData,
  type Firestore,
  type Query,
  type QuerySnapshot,
} from 'firebase-admin/firestore';
import { afterAll, inject } from 'vitest';

// Every conformance file talks to the emulator only through firebase-admin, in a project
// of its own (unique per run), so files can run in parallel and against any emulator.

process.env.FIRESTORE_EMULATOR_HOST ??= inject('firestoreEmulatorHost');

const runId = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;

export interface TestFirestore {
  projectId: string;
  /** The main client. */
  db: Firestore;
  /** Independent clients (own app, own channel) of the same project. */
  clients(count: number): Firestore[];
}

export function connectFirestore(area: string): TestFirestore {
  const projectId = `demo-${area}-${runId}`;
  const apps: App[] = [];
  const open = (): Firestore => {
    const app = initializeApp({ projectId }, `${projectId}-${apps.length}`);
    apps.push(app);
    return getFirestore(app);
  };
  const db = open();
  afterAll(async () => {
    await Promise.all(apps.map((app) => deleteApp(app)));
  });
  return { projectId, db, clients: (count) => Array.from({ length: count }, open) };
}

export function ids(snapshot: QuerySnapshot): string[] {
  return snapshot.docs.map((doc) => doc.id);
}

/** The error's gRPC status code (firebase-admin keeps it on `code`). */
export async function errorCode(promise: Promise<unknown>): Promise<number | undefined> {
  try {
    await promise;
  } catch (error) {
    return (error as { code?: number }).code;
  }
  throw new Error('Expected the operation to fail.');
}

/** Records snapshots of a query or document listener; `next()` waits for the following one. */
export function listen<T>(
  subscribe: (onNext: (snapshot: T) => void, onError: (error: Error) => void) => () => void,
): {
  next(timeoutMs?: number): Promise<T>;
  stop(): void;
} {
  const queue: T[] = [];
  const waiting: ((snapshot: T) => void)[] = [];
  let failure: Error | undefined;
  const unsubscribe = subscribe(
    (snapshot) => {
      const resolve = waiting.shift();
      if (resolve) resolve(snapshot);
      else queue.push(snapshot);
    },
    (error) => {
      failure = error;
    },
  );
  return {
    next(timeoutMs = 5000) {
      if (failure) return Promise.reject(failure);
      const ready = queue.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('No snapshot arrived in time.')), timeoutMs);
        waiting.push((snapshot) => {
          clearTimeout(timer);
          resolve(snapshot);
        });
      });
    },
    stop: unsubscribe,
  };
}

export function listenQuery(query: Query) {
  return listen<QuerySnapshot>((onNext, onError) => query.onSnapshot(onNext, onError));
}

export function dataOf(snapshot: QuerySnapshot): DocumentData[] {
  return snapshot.docs.map((doc) => doc.data());
}
