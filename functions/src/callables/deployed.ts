// The shape each callables/<area>/index.ts must export: one deployed callable per operation of
// that area's contracts, so an operation without a callable (or an extra one) is a type error.
import type { CallableContract, ContractArea, Contracts } from '@assay/domain/contracts';

export type AreaCallables<A extends ContractArea> = {
  readonly [Op in keyof Contracts[A]]: { readonly contract: CallableContract };
};

/** Every area of the registry, deployed: `functions/src/index.ts` exports exactly these groups. */
export type AllCallables = { readonly [A in ContractArea]: AreaCallables<A> };
