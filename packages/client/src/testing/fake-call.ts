import type { ContractName } from '@assay/domain/contracts';
import type { CallFn, CallInput, CallOutput } from '../callable.ts';
import { AppError } from '../errors.ts';

/** Answers per callable name, typed by its contract; throw an `AppError` to fail a call. */
export type FakeHandlers = {
  readonly [N in ContractName]?: (input: CallInput<N>) => CallOutput<N> | Promise<CallOutput<N>>;
};

export interface FakeCall extends CallFn {
  /** Every call made, in order. */
  readonly calls: { readonly name: ContractName; readonly input: unknown }[];
  /** The inputs of the calls to `name`. */
  inputsOf<N extends ContractName>(name: N): CallInput<N>[];
}

/**
 * A typed stand-in for the callable client. A call without a handler fails the test loudly
 * (an `internal` AppError naming the callable) instead of hanging.
 */
export function createFakeCall(handlers: FakeHandlers = {}): FakeCall {
  const calls: { name: ContractName; input: unknown }[] = [];
  const call = async <N extends ContractName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> => {
    calls.push({ name, input });
    const handler = handlers[name];
    if (handler === undefined) throw new AppError('internal', `The fake call has no handler for ${name}.`);
    return handler(input);
  };
  return Object.assign(call, {
    calls,
    inputsOf: <N extends ContractName>(name: N) =>
      calls.filter((c) => c.name === name).map((c) => c.input as CallInput<N>),
  });
}
