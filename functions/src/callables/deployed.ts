// The shape each callables/<area>/index.ts must export: one callable (contract and handler) per
// operation of that area's contracts, so an operation without a callable (or an extra one) is a
// type error; and the shape src/index.ts deploys, one group per area.
import type { CallableContract, ContractArea, Contracts } from '@assay/domain/contracts';
import type { Handler } from '../core/pipeline.ts';

/** What defineCallable gives: the contract and its handler. */
export interface DefinedCallable {
  readonly contract: CallableContract;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler is typed against its own contract
  readonly handler: Handler<any, any, any>;
}

export type AreaCallables<A extends ContractArea> = { readonly [Op in keyof Contracts[A]]: DefinedCallable };

/** Every area of the registry, deployed: `functions/src/index.ts` exports exactly these groups. */
export type AllCallables = {
  readonly [A in ContractArea]: {
    readonly [Op in keyof Contracts[A]]: { readonly contract: CallableContract };
  };
};
