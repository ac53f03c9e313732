import type { ServiceDefinition } from '@grpc/grpc-js';
import { loadSync } from '@grpc/proto-loader';
import { createRequire } from 'node:module';
import path from 'node:path';

// The published google.firestore.v1 protos, as shipped inside @google-cloud/firestore
// (the same definitions firebase-admin encodes its requests with).

const require = createRequire(import.meta.url);

let service: ServiceDefinition | undefined;

export function protosRoot(): string {
  return path.join(path.dirname(require.resolve('@google-cloud/firestore/package.json')), 'build', 'protos');
}

export function firestoreServiceDefinition(): ServiceDefinition {
  if (!service) {
    const definition = loadSync('google/firestore/v1/firestore.proto', {
      includeDirs: [protosRoot()],
      // Plain objects: camelCase keys, int64 as decimal strings (exact), enums by name, no defaults.
      longs: String,
      enums: String,
      defaults: false,
      oneofs: false,
    });
    service = definition['google.firestore.v1.Firestore'] as ServiceDefinition;
  }
  return service;
}
