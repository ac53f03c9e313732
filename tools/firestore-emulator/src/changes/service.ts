import type { sendUnaryData, ServerUnaryCall, UntypedServiceImplementation } from '@grpc/grpc-js';
import type { Backend } from '../backend.ts';
import { failedPrecondition, invalidArgument, toServiceError } from '../errors.ts';
import { parseDatabaseName } from '../paths.ts';
import type { ChangedSinceRequest, ChangedSinceResponse, MarkRequest, MarkResponse } from './definition.ts';

function unary<Req, Res>(handler: (request: Req) => Res) {
  return (call: ServerUnaryCall<Req, Res>, callback: sendUnaryData<Res>): void => {
    try {
      callback(null, handler(call.request));
    } catch (error) {
      callback(toServiceError(error));
    }
  };
}

/** The Changes service over the backend: marks are read times, changes come from the history. */
export function createChangesService(backend: Backend): UntypedServiceImplementation {
  return {
    Mark: unary<MarkRequest, MarkResponse>(({ database }) => {
      parseDatabaseName(database);
      return { mark: String(backend.clock.now()) };
    }),
    ChangedSince: unary<ChangedSinceRequest, ChangedSinceResponse>(({ database, mark }) => {
      const at = Number(mark);
      if (!Number.isSafeInteger(at)) throw invalidArgument(`Not a mark: ${mark}`);
      const data = backend.store.database(parseDatabaseName(database));
      if (at < data.history.horizon)
        throw failedPrecondition(
          'The mark is older than the history this emulator keeps (1 hour, 100,000 changes).',
        );
      return { changes: data.changedSince(at) };
    }),
  };
}
