// @assay/domain/contracts — the registry: every area's contracts, listed once by area. The
// name union (ContractName), the browser's typed client and the functions' exports derive
// from `contracts`; a new capability adds its area here and nowhere else in this package.
import { accountContracts } from '../account/contracts.ts';
import { apikeysContracts } from '../apikeys/contracts.ts';
import { assessmentsContracts } from '../assessments/contracts.ts';
import { baselinesContracts } from '../baselines/contracts.ts';
import { billingContracts } from '../billing/contracts.ts';
import { libraryContracts } from '../baselines/library-contracts.ts';
import { healthContracts } from '../health/index.ts';
import { membersContracts } from '../members/contracts.ts';
import { orgContracts } from '../org/contracts.ts';
import { respondentsContracts } from '../respondents/contracts.ts';
import { roadmapContracts } from '../roadmap/contracts.ts';
import { scimContracts } from '../scim/contracts.ts';
import { ssoContracts } from '../sso/contracts.ts';
import { dashboardContracts } from '../dashboard/contracts.ts';
import { compareContracts } from '../compare/contracts.ts';
import { platformContracts } from '../platform/contracts.ts';
import { supportContracts } from '../support/contracts.ts';
import { sharedContracts } from '../shared/contracts.ts';
import { sharingContracts } from '../sharing/contracts.ts';
import { tenantsContracts } from '../tenants/contracts.ts';
import { webhooksContracts } from '../webhooks/contracts.ts';
import type { CallableContract } from './define.ts';

export {
  API_PATH_PATTERN,
  audiences,
  CONTRACT_NAME_PATTERN,
  defineArea,
  defineCallable,
  splitContractName,
} from './define.ts';
export type {
  Access,
  ApiOperation,
  AreaContracts,
  Audience,
  CallableContract,
  ContractInput,
  ContractOutput,
  ContractParsedInput,
  ContractSpec,
  PublicLookup,
  TokenCredential,
} from './define.ts';

/**
 * Every callable, by area then operation — mirroring the functions' exports, so
 * `contracts.tenants.create` is deployed as `tenants-create`.
 */
export const contracts = {
  health: healthContracts,
  org: orgContracts,
  tenants: tenantsContracts,
  service: platformContracts,
  baselines: baselinesContracts,
  assessments: assessmentsContracts,
  billing: billingContracts,
  library: libraryContracts,
  members: membersContracts,
  respondents: respondentsContracts,
  roadmap: roadmapContracts,
  apikeys: apikeysContracts,
  sharing: sharingContracts,
  shared: sharedContracts,
  dashboard: dashboardContracts,
  compare: compareContracts,
  support: supportContracts,
  account: accountContracts,
  scim: scimContracts,
  sso: ssoContracts,
  webhooks: webhooksContracts,
} as const;

/** The registry's shape: area → operation → contract. */
export type Contracts = typeof contracts;
export type ContractArea = keyof Contracts;

/** Every contract as a list: the authorisation matrix and reference docs enumerate it. */
export const allContracts: readonly CallableContract[] = Object.values(contracts).flatMap(
  (area): CallableContract[] => Object.values<CallableContract>(area),
);

/** A contract by its deployed name. */
export function contractByName(name: string): CallableContract | undefined {
  return allContracts.find((contract) => contract.name === name);
}

/** Every contract type, as a union (type-level only). */
export type AnyContract = { [A in ContractArea]: Contracts[A][keyof Contracts[A]] }[ContractArea];
/** Every deployed callable name: the browser calls by name, with types from the contract. */
export type ContractName = AnyContract['name'];
/** The contract deployed under `N`. */
export type ContractNamed<N extends ContractName> = Extract<AnyContract, { readonly name: N }>;
