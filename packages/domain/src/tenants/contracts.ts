import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import {
  tagSchema,
  tagsSchema,
  tenantDescriptionSchema,
  tenantGroupSchema,
  tenantKindSchema,
  tenantNameSchema,
  tenantSchema,
} from './tenant.ts';
import { cursorSchema, idOf, pageSizeSchema, sortDirections } from '../ids/index.ts';
import { SEARCH_TOKEN_MAX } from '../search/index.ts';
import { humanText } from '../text/index.ts';
import { localeSchema } from '../locales/schema.ts';

export const tenantSortFields = ['name', 'createdAt', 'updatedAt'] as const;
export type TenantSortField = (typeof tenantSortFields)[number];
export const tenantStatusFilters = ['active', 'archived', 'all'] as const;
export const TENANT_FILTER_TAGS_MAX = 10;

const tenantRef = z.strictObject({ tenantId: idOf('tenant') });

export const tenantListInputSchema = z.strictObject({
  /** Matches from the start of any word of the name, case-insensitively (see search.ts). */
  search: humanText({ max: SEARCH_TOKEN_MAX }).optional(),
  status: z.enum(tenantStatusFilters).default('active'),
  /** Tenants having ANY of these tags. */
  tags: z
    .array(tagSchema)
    .min(1, 'Pick at least one tag')
    .max(TENANT_FILTER_TAGS_MAX, `At most ${TENANT_FILTER_TAGS_MAX} tags`)
    .optional(),
  group: tenantGroupSchema.optional(),
  kind: tenantKindSchema.optional(),
  sort: z
    .strictObject({ field: z.enum(tenantSortFields), direction: z.enum(sortDirections) })
    .default({ field: 'name', direction: 'asc' }),
  pageSize: pageSizeSchema,
  /** `nextCursor` of the previous page, with the same filters and sort. */
  cursor: cursorSchema.optional(),
});

export const tenantPageSchema = z.strictObject({
  items: z.array(tenantSchema),
  nextCursor: z.string().nullable(),
  /** All tenants matching the filters (not just this page). */
  total: z.number().int().min(0),
});

export const tenantsContracts = defineArea('tenants', {
  /** A page of the organisation's tenants. A shared user sees only their own tenant. */
  list: {
    description:
      'Search, filter, sort and page through the tenants of the organisation (a key restricted to some tenants sees only those).',
    api: { path: '/tenants', confinesTenants: true },
    access: { audience: 'memberOrShared', minRole: 'viewer' },
    mutation: false,
    input: tenantListInputSchema,
    output: tenantPageSchema,
  },

  /** One tenant; not-found for a tenant of another organisation (its existence is not revealed). */
  get: {
    description: 'One tenant of the organisation.',
    api: { path: '/tenants/{tenantId}' },
    access: { audience: 'memberOrShared', minRole: 'viewer' },
    mutation: false,
    input: tenantRef,
    output: tenantSchema,
  },

  /**
   * Creates a tenant. resource-exhausted (details.limit = tenants) at the plan limit;
   * already-exists (field `name`) when an active tenant has the same name, ignoring case.
   */
  create: {
    description: 'Create a tenant in the organisation.',
    api: { path: '/tenants' },
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({
      name: tenantNameSchema,
      description: tenantDescriptionSchema.optional(),
      tags: tagsSchema.optional(),
      group: tenantGroupSchema.optional(),
      kind: tenantKindSchema,
      /** Absent: the client reads the organisation's default language. */
      clientLanguage: localeSchema.optional(),
    }),
    output: tenantSchema,
  },

  /**
   * Changes the given fields of an active tenant (failed-precondition when archived).
   * `group: null` removes the group, `clientLanguage: null` the client language; `tags` replaces the whole list. Changing nothing writes
   * nothing (no audit entry either).
   */
  update: {
    description: 'Change the name, description, tags, group, kind or client language of a tenant.',
    api: { path: '/tenants/{tenantId}' },
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({
      tenantId: idOf('tenant'),
      name: tenantNameSchema.optional(),
      description: tenantDescriptionSchema.optional(),
      tags: tagsSchema.optional(),
      group: tenantGroupSchema.nullable().optional(),
      kind: tenantKindSchema.optional(),
      /** `null` removes it: the client then reads the organisation's default language. */
      clientLanguage: localeSchema.nullable().optional(),
    }),
    output: tenantSchema,
  },

  /** Archives a tenant: it leaves the default list, frees its name and stops counting against the plan. Idempotent. */
  archive: {
    description: 'Archive a tenant.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: tenantRef,
    output: tenantSchema,
  },

  /** Restores an archived tenant, subject to the plan limit and name uniqueness. Idempotent. */
  restore: {
    description: 'Restore an archived tenant.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: tenantRef,
    output: tenantSchema,
  },
});
