import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';

export const tenantKinds = ['client', 'subsidiary', 'supplier', 'self'] as const;
export type TenantKind = (typeof tenantKinds)[number];
export const tenantStatuses = ['active', 'archived'] as const;
export type TenantStatus = (typeof tenantStatuses)[number];

export const TENANT_NAME_MAX = 120;
export const TENANT_DESCRIPTION_MAX = 2000;
export const TENANT_TAGS_MAX = 20;
export const TENANT_TAG_MAX = 32;
export const TENANT_GROUP_MAX = 60;
/** lower-kebab: `critical-supplier`, `eu`, `iso-27001`. */
export const TAG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const tenantNameSchema = z
  .string()
  .trim()
  .min(1, 'Enter a name')
  .max(TENANT_NAME_MAX, `At most ${TENANT_NAME_MAX} characters`);

export const tenantDescriptionSchema = z
  .string()
  .trim()
  .max(TENANT_DESCRIPTION_MAX, `At most ${TENANT_DESCRIPTION_MAX} characters`);

/** A tag is trimmed and lower-cased before it is checked, so `" EU "` is accepted as `eu`. */
export const tagSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(1, 'Enter a tag')
  .max(TENANT_TAG_MAX, `At most ${TENANT_TAG_MAX} characters`)
  .regex(TAG_PATTERN, 'Use lower-case letters, digits and single dashes');

export const tagsSchema = z.array(tagSchema).max(TENANT_TAGS_MAX, `At most ${TENANT_TAGS_MAX} tags`);

export const tenantGroupSchema = z
  .string()
  .trim()
  .min(1, 'Enter a group')
  .max(TENANT_GROUP_MAX, `At most ${TENANT_GROUP_MAX} characters`);

export const tenantKindSchema = z.enum(tenantKinds);
export const tenantStatusSchema = z.enum(tenantStatuses);

/** An organisation being assessed, owned by one parent tenant. */
export const tenantSchema = z.strictObject({
  id: idSchema,
  parentId: idSchema,
  name: z.string().min(1).max(TENANT_NAME_MAX),
  description: z.string().max(TENANT_DESCRIPTION_MAX),
  tags: z.array(z.string().regex(TAG_PATTERN).max(TENANT_TAG_MAX)).max(TENANT_TAGS_MAX),
  group: z.string().min(1).max(TENANT_GROUP_MAX).optional(),
  kind: tenantKindSchema,
  status: tenantStatusSchema,
  ownerUid: idSchema,
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  archivedAt: isoDateTimeSchema.optional(),
});
export type Tenant = z.infer<typeof tenantSchema>;

/** Tags without duplicates, in first-seen order. */
export function uniqueTags(tags: readonly string[]): string[] {
  return [...new Set(tags)];
}
