// @assay/domain/org — the parent tenant (the customer account): profile, usage, the org-*
// contracts (sign-up, overview).
export {
  accentColorSchema,
  LOGO_URL_MAX,
  logoUrlSchema,
  organisationBrandingSchema,
  ORGANISATION_NAME_MAX,
  organisationNameSchema,
  organisationOverviewSchema,
  organisationUsageSchema,
  organisationSchema,
} from './organisation.ts';
export type {
  OrganisationBranding,
  OrganisationOverview,
  OrganisationUsage,
  Organisation,
} from './organisation.ts';
export { auditLogInputSchema, auditPageSchema, orgContracts } from './contracts.ts';
