import { status } from '@grpc/grpc-js';

/** An error that maps to a gRPC status; firebase-admin surfaces `code` to callers unchanged. */
export class RpcError extends Error {
  constructor(
    readonly code: status,
    message: string,
  ) {
    super(message);
  }
}

export const invalidArgument = (message: string): RpcError => new RpcError(status.INVALID_ARGUMENT, message);
export const notFound = (message: string): RpcError => new RpcError(status.NOT_FOUND, message);
export const alreadyExists = (message: string): RpcError => new RpcError(status.ALREADY_EXISTS, message);
export const failedPrecondition = (message: string): RpcError =>
  new RpcError(status.FAILED_PRECONDITION, message);
export const aborted = (message: string): RpcError => new RpcError(status.ABORTED, message);
export const unimplemented = (message: string): RpcError => new RpcError(status.UNIMPLEMENTED, message);

/** The `{ code, details }` object grpc-js sends as the call's status. */
export function toServiceError(error: unknown): { code: status; details: string } {
  if (error instanceof RpcError) return { code: error.code, details: error.message };
  const message = error instanceof Error ? error.message : String(error);
  return { code: status.INTERNAL, details: message };
}
