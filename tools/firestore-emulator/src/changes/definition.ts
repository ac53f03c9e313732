// The emulator's own test service, beside google.firestore.v1 on the same port: "which documents
// changed since this mark", across every collection of a database. Firestore has no such read;
// tests use it to prove that a call wrote nothing. JSON over gRPC: no proto file to keep.
import type { ServiceDefinition } from '@grpc/grpc-js';

export interface MarkRequest {
  /** `projects/{project}/databases/{database}`. */
  database: string;
}
export interface MarkResponse {
  /** A point in the database's history (microseconds, as a string): every later commit is after it. */
  mark: string;
}
export interface ChangedSinceRequest {
  database: string;
  mark: string;
}
export type DocumentChange =
  { path: string; change: 'created' | 'deleted' } | { path: string; change: 'updated'; fields: string[] };
export interface ChangedSinceResponse {
  /** Documents whose state differs from their state at the mark, by path. */
  changes: DocumentChange[];
}

const json = {
  serialize: (value: unknown) => Buffer.from(JSON.stringify(value)),
  deserialize: (bytes: Buffer) => JSON.parse(bytes.toString('utf8')) as never,
};

function unaryMethod(name: string) {
  return {
    path: `/assay.firestoreemulator.v1.Changes/${name}`,
    requestStream: false,
    responseStream: false,
    requestSerialize: json.serialize,
    requestDeserialize: json.deserialize,
    responseSerialize: json.serialize,
    responseDeserialize: json.deserialize,
  };
}

export const changesService = {
  Mark: unaryMethod('Mark'),
  ChangedSince: unaryMethod('ChangedSince'),
} satisfies ServiceDefinition;
