// Where each area's callables are, imported on demand: a deployed callable imports only its own
// area's index (src/index.ts deploys them lazily); the REST API imports them all on its first request.
import type { ContractArea } from '@assay/domain/contracts';
import type { AreaCallables, DefinedCallable } from './deployed.ts';

export const areaLoaders: { readonly [A in ContractArea]: () => Promise<AreaCallables<A>> } = {
  account: () => import('./account/index.ts').then((area) => area.accountCallables),
  apikeys: () => import('./apikeys/index.ts').then((area) => area.apikeysCallables),
  assessments: () => import('./assessments/index.ts').then((area) => area.assessmentsCallables),
  baselines: () => import('./baselines/index.ts').then((area) => area.baselinesCallables),
  billing: () => import('./billing/index.ts').then((area) => area.billingCallables),
  health: () => import('./health/index.ts').then((area) => area.healthCallables),
  library: () => import('./library/index.ts').then((area) => area.libraryCallables),
  members: () => import('./members/index.ts').then((area) => area.membersCallables),
  org: () => import('./org/index.ts').then((area) => area.orgCallables),
  respondents: () => import('./respondents/index.ts').then((area) => area.respondentsCallables),
  roadmap: () => import('./roadmap/index.ts').then((area) => area.roadmapCallables),
  dashboard: () => import('./dashboard/index.ts').then((area) => area.dashboardCallables),
  compare: () => import('./compare/index.ts').then((area) => area.compareCallables),
  service: () => import('./platform/index.ts').then((area) => area.platformCallables),
  shared: () => import('./shared/index.ts').then((area) => area.sharedCallables),
  sharing: () => import('./sharing/index.ts').then((area) => area.sharingCallables),
  scim: () => import('./scim/index.ts').then((area) => area.scimCallables),
  sso: () => import('./sso/index.ts').then((area) => area.ssoCallables),
  support: () => import('./support/index.ts').then((area) => area.supportCallables),
  tenants: () => import('./tenants/index.ts').then((area) => area.tenantsCallables),
  webhooks: () => import('./webhooks/index.ts').then((area) => area.webhooksCallables),
};

/** Every area's callables (the REST API offers the contracts that declare a path). */
export async function loadAllCallables(): Promise<DefinedCallable[]> {
  const areas = await Promise.all(Object.values(areaLoaders).map((load) => load()));
  return areas.flatMap((area): DefinedCallable[] => Object.values(area));
}
