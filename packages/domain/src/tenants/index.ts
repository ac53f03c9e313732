// @assay/domain/tenants — the organisations being assessed: the entity, its field schemas and
// the tenants-* contracts.
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
export {
  TENANT_FILTER_TAGS_MAX,
  tenantListInputSchema,
  tenantPageSchema,
  tenantsContracts,
  tenantSortFields,
  tenantStatusFilters,
} from './contracts.ts';
export type { TenantSortField } from './contracts.ts';
