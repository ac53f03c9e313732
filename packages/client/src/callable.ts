import type { ContractInput, ContractName, ContractNamed, ContractOutput } from '@assay/domain/contracts';
import { AppError, loadErrorWording, toAppError } from './errors.ts';

/**
 * Calls a callable by its deployed name, typed by its contract. Only types come from the
 * contracts (`import type`), so their zod schemas stay out of the browser's first route;
 * the server validates every input and answers `invalid-argument` with the fields named.
 */
export type CallFn = <N extends ContractName>(
  name: N,
  input: ContractInput<ContractNamed<N>>,
) => Promise<ContractOutput<ContractNamed<N>>>;

/** The input and output of the callable named `N`, for feature api files. */
export type CallInput<N extends ContractName> = ContractInput<ContractNamed<N>>;
export type CallOutput<N extends ContractName> = ContractOutput<ContractNamed<N>>;

/** What the callable client needs from Firebase; `firebase.ts` wires it, tests fake it. */
export interface CallTransport {
  /** Calls the callable (Firebase's SDK: App Check token, ID token, 70 s time-out) and returns its data. */
  invoke(name: string, data: unknown): Promise<unknown>;
  /** Whether a user is signed in (a guest refused as unauthenticated has nothing to refresh). */
  signedIn(): Promise<boolean>;
  /** Asks the server for a freshly issued ID token; false when none can be had (refresh token revoked). */
  refreshToken(): Promise<boolean>;
  /** The server refused the session even with a fresh token: sign out (the guard sends to /signin). */
  sessionEnded(): void;
}

/**
 * The typed callable client. A call refused as `unauthenticated` while signed in (a token issued
 * before an access change) is retried once with a freshly issued token; refused again, or
 * without a fresh token, the session has ended.
 */
export function createCallableClient(transport: CallTransport): CallFn {
  const invoke = async (name: string, data: unknown) => {
    try {
      return await transport.invoke(name, data);
    } catch (error) {
      await loadErrorWording();
      throw toAppError(error);
    }
  };
  return async <N extends ContractName>(name: N, input: ContractInput<ContractNamed<N>>) => {
    const data = withoutUndefined(input);
    try {
      return (await invoke(name, data)) as ContractOutput<ContractNamed<N>>;
    } catch (error) {
      if (!(error instanceof AppError) || error.code !== 'unauthenticated' || !(await transport.signedIn()))
        throw error;
    }
    const refreshed = await transport.refreshToken().catch(() => false);
    if (!refreshed) {
      transport.sessionEnded();
      throw toAppError({ code: 'unauthenticated' });
    }
    try {
      return (await invoke(name, data)) as ContractOutput<ContractNamed<N>>;
    } catch (error) {
      if (error instanceof AppError && error.code === 'unauthenticated') transport.sessionEnded();
      throw error;
    }
  };
}

/**
 * The callable protocol encodes `undefined` as `null`, which the contracts reject for optional
 * fields; an absent field is what "not given" means, so undefined properties are dropped.
 */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, withoutUndefined(v)]),
    ) as T;
  }
  return value;
}
