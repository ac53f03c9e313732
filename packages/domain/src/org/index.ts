// @assay/domain/org — the parent tenant (the customer account): profile, usage, the org-*
// contracts (sign-up, overview).
export {
  ORGANISATION_NAME_MAX,
  organisationNameSchema,
  organisationOverviewSchema,
  organisationUsageSchema,
  parentTenantSchema,
} from './organisation.ts';
export type { OrganisationOverview, OrganisationUsage, ParentTenant } from './organisation.ts';
export { orgContracts } from './contracts.ts';
