export { AUDIT_SUMMARY_MAX, auditEntrySchema } from './audit.ts';
export type { AuditEntry } from './audit.ts';
export { DISPLAY_NAME_MAX, displayNameSchema, EMAIL_MAX, memberRoleSchema, memberSchema } from './member.ts';
export type { Member } from './member.ts';
export {
  ORGANISATION_NAME_MAX,
  organisationNameSchema,
  organisationOverviewSchema,
  organisationUsageSchema,
  parentTenantSchema,
} from './organisation.ts';
export type { OrganisationOverview, OrganisationUsage, ParentTenant } from './organisation.ts';
export {
  TAG_PATTERN,
  tagSchema,
  tagsSchema,
  TENANT_DESCRIPTION_MAX,
  TENANT_GROUP_MAX,
  TENANT_NAME_MAX,
  TENANT_TAG_MAX,
  TENANT_TAGS_MAX,
  tenantDescriptionSchema,
  tenantGroupSchema,
  tenantKinds,
  tenantKindSchema,
  tenantNameSchema,
  tenantSchema,
  tenantStatuses,
  tenantStatusSchema,
  uniqueTags,
} from './tenant.ts';
export type { Tenant, TenantKind, TenantStatus } from './tenant.ts';
