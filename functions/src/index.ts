// Deployed functions: one group per area of the contract registry, so `tenants.create` is
// deployed as `tenants-create`; `satisfies AllCallables` makes a missing or extra area a type
// error (and each area's index, a missing operation). Cold start: loading this module costs only
// the functions' definitions (firebase-functions and the contracts); each function imports its own
// code on its first request, or at once when Cloud Functions starts an instance for it
// (FUNCTION_TARGET): callables their area (callables/areas.ts), the others their module.
import { contracts } from '@assay/domain/contracts';
import type { CallableContract, ContractArea, Contracts } from '@assay/domain/contracts';
import { areaLoaders } from './callables/areas.ts';
import type { AllCallables } from './callables/deployed.ts';
import { deployLazily } from './core/define-callable.ts';

/** Every operation of `area`, its handler imported from the area's index on first use. */
function deployArea<A extends ContractArea>(area: A) {
  const load = areaLoaders[area];
  const deployed: Record<string, ReturnType<typeof deployLazily>> = {};
  const operations: Record<string, CallableContract> = contracts[area];
  for (const [operation, contract] of Object.entries(operations))
    deployed[operation] = deployLazily(contract, async () => {
      const callable = (await load())[operation as keyof Contracts[A]];
      if (!callable) throw new Error(`${contract.name} has no callable in callables/${area}`);
      return callable;
    });
  return deployed as { readonly [Op in keyof Contracts[A]]: ReturnType<typeof deployLazily> };
}

const groups = {
  health: deployArea('health'),
  org: deployArea('org'),
  tenants: deployArea('tenants'),
  service: deployArea('service'),
  baselines: deployArea('baselines'),
  assessments: deployArea('assessments'),
  billing: deployArea('billing'),
  library: deployArea('library'),
  members: deployArea('members'),
  respondents: deployArea('respondents'),
  roadmap: deployArea('roadmap'),
  apikeys: deployArea('apikeys'),
  sharing: deployArea('sharing'),
  shared: deployArea('shared'),
  dashboard: deployArea('dashboard'),
  compare: deployArea('compare'),
  support: deployArea('support'),
  account: deployArea('account'),
  scim: deployArea('scim'),
  sso: deployArea('sso'),
  webhooks: deployArea('webhooks'),
} satisfies AllCallables;
export const {
  health,
  org,
  tenants,
  service,
  baselines,
  assessments,
  billing,
  library,
  members,
  respondents,
  roadmap,
  apikeys,
  sharing,
  shared,
  dashboard,
  compare,
  support,
  account,
  scim,
  sso,
  webhooks,
} = groups;

// HTTP functions (not callables): the REST API, SCIM provisioning, Stripe's webhook, the roadmap's calendar feed.
export { api, roadmapCalendar, scimApi, stripeWebhook } from './http/endpoints.ts';

// Scheduled jobs are exported by name (functions), callables in groups.
export {
  backupFirestore,
  expireExceptions,
  expirePlanOverrides,
  expireRiskAcceptances,
  webhookSweep,
} from './jobs/schedules.ts';

// Cloud Tasks queue functions: outbound webhooks' fan-out and delivery attempts.
export { webhookDeliver, webhookDispatch } from './queues/queues.ts';
