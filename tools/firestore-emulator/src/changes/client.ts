// A client of the emulator's Changes service (see definition.ts), for tests: mark a point,
// do something, then ask which documents of the database changed since.
import { Client, credentials } from '@grpc/grpc-js';
import { changesService } from './definition.ts';
import type { ChangedSinceResponse, DocumentChange, MarkResponse } from './definition.ts';

export type { DocumentChange } from './definition.ts';

export interface ChangesClient {
  /** A point in the database's history; every later write is after it. */
  mark(): Promise<string>;
  /** Documents whose state differs from their state at `mark`, by path. */
  changedSince(mark: string): Promise<DocumentChange[]>;
  close(): void;
}

/** `hostPort` as in FIRESTORE_EMULATOR_HOST; the database of `projectId` (default database unless named). */
export function changesClient(hostPort: string, projectId: string, databaseId = '(default)'): ChangesClient {
  const client = new Client(hostPort, credentials.createInsecure());
  const database = `projects/${projectId}/databases/${databaseId}`;
  const call = <Res>(method: keyof typeof changesService, request: unknown) =>
    new Promise<Res>((resolve, reject) => {
      const { path, requestSerialize, responseDeserialize } = changesService[method];
      client.makeUnaryRequest<unknown, Res>(
        path,
        requestSerialize,
        responseDeserialize,
        request,
        (error, value) =>
          error || value === undefined ? reject(error ?? new Error(`${method}: no answer`)) : resolve(value),
      );
    });
  return {
    mark: async () => (await call<MarkResponse>('Mark', { database })).mark,
    changedSince: async (mark) =>
      (await call<ChangedSinceResponse>('ChangedSince', { database, mark })).changes,
    close: () => client.close(),
  };
}
