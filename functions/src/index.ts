// Deployed functions: one group per area of the contract registry, so `tenants.create` is
// deployed as `tenants-create`. `satisfies AllCallables` makes a missing or extra area (and,
// through each area's index, a missing operation) a type error.
import type { AllCallables } from './callables/deployed.ts';
import { restApi } from './http/api.ts';
import { apikeysCallables } from './callables/apikeys/index.ts';
import { assessmentsCallables } from './callables/assessments/index.ts';
import { baselinesCallables } from './callables/baselines/index.ts';
import { billingCallables } from './callables/billing/index.ts';
import { healthCallables } from './callables/health/index.ts';
import { libraryCallables } from './callables/library/index.ts';
import { membersCallables } from './callables/members/index.ts';
import { orgCallables } from './callables/org/index.ts';
import { respondentsCallables } from './callables/respondents/index.ts';
import { roadmapCallables } from './callables/roadmap/index.ts';
import { dashboardCallables } from './callables/dashboard/index.ts';
import { compareCallables } from './callables/compare/index.ts';
import { serviceCallables } from './callables/service/index.ts';
import { sharedCallables } from './callables/shared/index.ts';
import { sharingCallables } from './callables/sharing/index.ts';
import { supportCallables } from './callables/support/index.ts';
import { tenantsCallables } from './callables/tenants/index.ts';

const groups = {
  health: healthCallables,
  org: orgCallables,
  tenants: tenantsCallables,
  service: serviceCallables,
  baselines: baselinesCallables,
  assessments: assessmentsCallables,
  billing: billingCallables,
  library: libraryCallables,
  members: membersCallables,
  respondents: respondentsCallables,
  roadmap: roadmapCallables,
  apikeys: apikeysCallables,
  sharing: sharingCallables,
  shared: sharedCallables,
  dashboard: dashboardCallables,
  compare: compareCallables,
  support: supportCallables,
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
} = groups;

// HTTP functions (not callables): the REST API over the contracts that declare an api path.
export const api = restApi(groups);

// Stripe's signed webhook events.
export { stripeWebhook } from './http/stripe-webhook.ts';
export { roadmapCalendar } from './http/roadmap-calendar.ts';

// Scheduled jobs are exported by name (functions), callables in groups.
export { expireExceptions } from './jobs/expire-exceptions.ts';
export { expirePlanOverrides } from './jobs/expire-plan-overrides.ts';
export { expireRiskAcceptances } from './jobs/expire-risk-acceptances.ts';
export { backupFirestore } from './jobs/backup-firestore.ts';
