import type { ContractInput, ContractName, ContractNamed, ContractOutput } from '@assay/domain/contracts';
import { httpsCallable, type Functions } from 'firebase/functions';
import { CALL_TIMEOUT_MS } from './config.ts';
import { toAppError } from './errors.ts';

/**
 * Calls a callable by its deployed name, typed by its contract. Only types come from the
 * contracts (`import type`), so their zod schemas stay out of the browser's first route;
 * the server validates every input and answers `invalid-argument` with the fields named.
 */
export type CallFn = <N extends ContractName>(name: N, input: ContractInput<ContractNamed<N>>) => Promise<ContractOutput<ContractNamed<N>>>;

export function createCallableClient(functions: Functions): CallFn {
  return async <N extends ContractName>(name: N, input: ContractInput<ContractNamed<N>>) => {
    try {
      const result = await httpsCallable(functions, name, { timeout: CALL_TIMEOUT_MS })(withoutUndefined(input));
      return result.data as ContractOutput<ContractNamed<N>>;
    } catch (error) {
      throw toAppError(error);
    }
  };
}

/** The input and output of the callable named `N`, for feature api files. */
export type CallInput<N extends ContractName> = ContractInput<ContractNamed<N>>;
export type CallOutput<N extends ContractName> = ContractOutput<ContractNamed<N>>;

/**
 * The callable protocol encodes `undefined` as `null`, which the contracts reject for optional
 * fields; an absent field is what "not given" means, so undefined properties are dropped.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined).map(([k, v]) => [k, withoutUndefined(v)]),
    ) as T;
  }
  return value;
}
