// @assay/domain/platform — the service console's contracts (system admins, cross-organisation).
export {
  auditActorSchema,
  auditLogKinds,
  billingHistoryEntrySchema,
  ORGANISATION_FOCUS_AUDIT_MAX,
  ORGANISATION_FOCUS_BILLING_EVENTS_MAX,
  organisationSortFields,
  organisationSummarySchema,
  platformContracts,
  platformAuditItemSchema,
  platformOrganisationSchema,
  subscriptionSummarySchema,
} from './contracts.ts';
export type {
  AuditLogKind,
  BillingHistoryEntry,
  OrganisationSortField,
  OrganisationSummary,
  PlatformAuditItem,
  PlatformOrganisation,
  SubscriptionSummary,
} from './contracts.ts';
export { providerLabels, platformUserSchema } from './users.ts';
export type { PlatformUser } from './users.ts';
