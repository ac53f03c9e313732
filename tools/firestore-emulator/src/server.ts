import { Server, ServerCredentials } from '@grpc/grpc-js';
import type { Backend } from './backend.ts';
import { changesService } from './changes/definition.ts';
import { createChangesService } from './changes/service.ts';
import { firestoreServiceDefinition } from './protos.ts';
import { createFirestoreService } from './service.ts';

const MESSAGE_LIMIT = 64 * 1024 * 1024;

/** A gRPC server for the backend, listening on host:port (port 0 picks a free one). */
export async function listen(
  backend: Backend,
  host: string,
  port: number,
  log: (line: string) => void,
): Promise<{ server: Server; port: number }> {
  const server = new Server({
    'grpc.max_receive_message_length': MESSAGE_LIMIT,
    'grpc.max_send_message_length': MESSAGE_LIMIT,
  });
  server.addService(firestoreServiceDefinition(), createFirestoreService(backend, log));
  // Test-only, on the same port: which documents changed since a mark (changes/definition.ts).
  server.addService(changesService, createChangesService(backend));
  const address = host.includes(':') ? `[${host}]:${port}` : `${host}:${port}`;
  const bound = await new Promise<number>((resolve, reject) => {
    server.bindAsync(address, ServerCredentials.createInsecure(), (error, actual) =>
      error ? reject(error) : resolve(actual),
    );
  });
  return { server, port: bound };
}
