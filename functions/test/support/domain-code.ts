// What a service call ends with, as a code: 'ok', the DomainError code, or 'unexpected: …'
// for anything else, so service tests can compare outcomes in one expectation.
import { DomainError } from '@assay/domain/errors';

export async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof DomainError ? error.code : `unexpected: ${String(error)}`;
  }
}
