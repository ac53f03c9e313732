// @assay/domain/service — the service console's contracts (system admins, cross-organisation).
export {
  billingHistoryEntrySchema,
  ORGANISATION_FOCUS_AUDIT_MAX,
  ORGANISATION_FOCUS_BILLING_EVENTS_MAX,
  parentTenantSortFields,
  parentTenantSummarySchema,
  serviceContracts,
  serviceOrganisationSchema,
} from './contracts.ts';
export type { BillingHistoryEntry, ParentTenantSortField, ParentTenantSummary, ServiceOrganisation } from './contracts.ts';
export { providerLabels, serviceUserSchema } from './users.ts';
export type { ServiceUser } from './users.ts';
