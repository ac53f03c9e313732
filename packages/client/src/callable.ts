import type { CallableContract, ContractInput, ContractOutput } from '@assay/domain/contracts';
import { httpsCallable, type Functions } from 'firebase/functions';
import { CALL_TIMEOUT_MS } from './config.ts';
import { AppError, toAppError } from './errors.ts';

export type CallFn = <C extends CallableContract>(contract: C, input: ContractInput<C>) => Promise<ContractOutput<C>>;

/**
 * The typed callable client: validates the input with the contract before anything is sent
 * (field errors show at once, the server validates again), then calls `contract.name`.
 */
export function createCallableClient(functions: Functions): CallFn {
  return async (contract, input) => {
    const parsed = contract.input.safeParse(input);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
      throw new AppError('invalid-argument', 'Some fields need your attention.', { fields });
    }
    try {
      const result = await httpsCallable(functions, contract.name, { timeout: CALL_TIMEOUT_MS })(parsed.data);
      return result.data as ContractOutput<typeof contract>;
    } catch (error) {
      throw toAppError(error);
    }
  };
}
