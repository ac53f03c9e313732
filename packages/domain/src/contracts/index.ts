import type { CallableContract } from './define.ts';
import { orgContracts } from './org.ts';
import { serviceContracts } from './service.ts';
import { tenantContracts } from './tenants.ts';

export { CONTRACT_NAME_PATTERN, audiences, defineCallable, splitContractName } from './define.ts';
export type { Access, Audience, CallableContract, ContractInput, ContractOutput, ContractParsedInput } from './define.ts';
export { completeSignUp, getOrganisation, orgContracts } from './org.ts';
export {
  archiveTenant,
  createTenant,
  getTenant,
  listTenants,
  restoreTenant,
  TENANT_FILTER_TAGS_MAX,
  tenantContracts,
  tenantListInputSchema,
  tenantPageSchema,
  tenantSortFields,
  tenantStatusFilters,
  updateTenant,
} from './tenants.ts';
export type { TenantSortField } from './tenants.ts';
export { listParentTenants, parentTenantSummarySchema, serviceContracts, setSystemAdmin } from './service.ts';
export type { ParentTenantSummary } from './service.ts';

/**
 * Every callable, by area then operation — mirroring the functions' exports, so
 * `contracts.tenants.create` is deployed as `tenants-create`.
 */
export const contracts = {
  org: orgContracts,
  tenants: tenantContracts,
  service: serviceContracts,
} as const;

/** Every contract as a list: the authorisation matrix and reference docs enumerate it. */
export const allContracts: readonly CallableContract[] = Object.values(contracts).flatMap(
  (area): CallableContract[] => Object.values<CallableContract>(area),
);

/** A contract by its deployed name. */
export function contractByName(name: string): CallableContract | undefined {
  return allContracts.find((contract) => contract.name === name);
}

type Areas = typeof contracts;
/** Every contract type, as a union (type-level only). */
export type AnyContract = { [A in keyof Areas]: Areas[A][keyof Areas[A]] }[keyof Areas];
/** Every deployed callable name: the browser calls by name, with types from the contract. */
export type ContractName = AnyContract['name'];
/** The contract deployed under `N`. */
export type ContractNamed<N extends ContractName> = Extract<AnyContract, { readonly name: N }>;
