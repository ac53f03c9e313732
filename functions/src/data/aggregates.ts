// Every aggregate of an organisation, each described in its own folder (data/aggregate.ts says
// how). OrgData, OrgTransaction and OrgQueries (org-data.ts), the in-memory queries
// (memory-org-queries.ts) and the required indexes (indexes.ts) derive from this list: a new
// aggregate adds its folder and one line here.
import { apiKeysAggregate } from './api-keys/aggregate.ts';
import { apiRequestsAggregate } from './api-requests/aggregate.ts';
import { assessmentsAggregate } from './assessments/aggregate.ts';
import { auditAggregate } from './audit/aggregate.ts';
import { baselinesAggregate } from './baselines/aggregate.ts';
import { billingAggregate } from './billing/aggregate.ts';
import { dashboardAggregate } from './dashboard/aggregate.ts';
import { invitationsAggregate } from './invitations/aggregate.ts';
import { mailAggregate } from './mail/aggregate.ts';
import { membersAggregate } from './members/aggregate.ts';
import { organisationAggregate } from './organisation/aggregate.ts';
import { respondentInvitationsAggregate } from './respondents/aggregate.ts';
import { roadmapAggregate } from './roadmap/aggregate.ts';
import { scimAggregate } from './scim/aggregate.ts';
import { ssoAggregate } from './sso/aggregate.ts';
import { sharedUsersAggregate } from './shared-users/aggregate.ts';
import { supportGrantsAggregate } from './support-grants/aggregate.ts';
import { tenantsAggregate } from './tenants/aggregate.ts';
import { webhooksAggregate } from './webhooks/aggregate.ts';

export const aggregates = [
  tenantsAggregate,
  organisationAggregate,
  assessmentsAggregate,
  auditAggregate,
  respondentInvitationsAggregate,
  roadmapAggregate,
  sharedUsersAggregate,
  dashboardAggregate,
  mailAggregate,
  membersAggregate,
  invitationsAggregate,
  baselinesAggregate,
  billingAggregate,
  apiKeysAggregate,
  apiRequestsAggregate,
  supportGrantsAggregate,
  scimAggregate,
  ssoAggregate,
  webhooksAggregate,
] as const;

/** The sub-collections of an organisation document, each owned by one aggregate. */
export const orgSubcollections: readonly string[] = aggregates.flatMap((aggregate) => aggregate.collections);
