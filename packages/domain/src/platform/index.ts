// @assay/domain/platform — the service console's contracts (system admins, cross-organisation).
export {
  auditActorSchema,
  auditLogKinds,
  billingHistoryEntrySchema,
  ORGANISATION_FOCUS_AUDIT_MAX,
  ORGANISATION_FOCUS_BILLING_EVENTS_MAX,
  parentTenantSortFields,
  parentTenantSummarySchema,
  serviceContracts,
  serviceAuditItemSchema,
  serviceOrganisationSchema,
  subscriptionSummarySchema,
} from './contracts.ts';
export type {
  AuditLogKind,
  BillingHistoryEntry,
  ParentTenantSortField,
  ParentTenantSummary,
  ServiceAuditItem,
  ServiceOrganisation,
  SubscriptionSummary,
} from './contracts.ts';
export { providerLabels, serviceUserSchema } from './users.ts';
export type { ServiceUser } from './users.ts';
