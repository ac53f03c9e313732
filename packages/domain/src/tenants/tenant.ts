import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';
import { localeSchema } from '../locales/schema.ts';
import { humanText } from '../text/index.ts';

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

export const tenantNameSchema = humanText({ min: 1, max: TENANT_NAME_MAX, required: 'Enter a name' });

export const tenantDescriptionSchema = humanText({ max: TENANT_DESCRIPTION_MAX, multiline: true });

/** A tag is trimmed and lower-cased before it is checked, so `" EU "` is accepted as `eu`. */
export const tagSchema = humanText({ min: 1, max: TENANT_TAG_MAX, required: 'Enter a tag' })
  .toLowerCase()
  .regex(TAG_PATTERN, 'Use lower-case letters, digits and single dashes');

export const tagsSchema = z.array(tagSchema).max(TENANT_TAGS_MAX, `At most ${TENANT_TAGS_MAX} tags`);

export const tenantGroupSchema = humanText({ min: 1, max: TENANT_GROUP_MAX, required: 'Enter a group' });

export const tenantKindSchema = z.enum(tenantKinds);
export const tenantStatusSchema = z.enum(tenantStatuses);

/** An organisation being assessed, owned by one parent tenant. */
export const tenantSchema = z.strictObject({
  id: idSchema,
  parentId: idSchema,
  name: humanText({ min: 1, max: TENANT_NAME_MAX, trim: false }),
  description: humanText({ max: TENANT_DESCRIPTION_MAX, multiline: true, trim: false }),
  tags: z.array(z.string().regex(TAG_PATTERN).max(TENANT_TAG_MAX)).max(TENANT_TAGS_MAX),
  group: humanText({ min: 1, max: TENANT_GROUP_MAX, trim: false }).optional(),
  kind: tenantKindSchema,
  /** The language the tenant's client reads (respondent pages, portal, mails); absent: the organisation's default. */
  clientLanguage: localeSchema.optional(),
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
