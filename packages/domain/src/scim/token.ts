// The SCIM token of an organisation: the bearer credential its identity provider sends, created by
// an owner on /admin (Business plan). Like an API key (../apikeys) its text is
// `assay_scim_<publicId>_<secret>`: a prefix secret scanners can match, the public id that finds
// the one stored record, and the secret, of which only a hash is stored; shown once.
import { z } from 'zod';
import { API_KEY_PUBLIC_ID_LENGTH, API_KEY_SECRET_LENGTH } from '../apikeys/api-key.ts';
import { isoDateTimeSchema } from '../ids/index.ts';
import type { PlanId } from '../plans/labels.ts';
import { humanText } from '../text/index.ts';

export const SCIM_TOKEN_NAME_MAX = 80;
/** Active tokens an organisation may hold at once (one per provider, and one to rotate to). */
export const SCIM_TOKENS_MAX = 3;
export const SCIM_TOKEN_PUBLIC_ID_LENGTH = API_KEY_PUBLIC_ID_LENGTH;
export const SCIM_TOKEN_SECRET_LENGTH = API_KEY_SECRET_LENGTH;

/** The plans that include SCIM provisioning. */
export const scimPlans: readonly PlanId[] = ['business'];

export const SCIM_TOKEN_PATTERN = /^assay_scim_([a-z0-9]{12})_([A-Za-z0-9]{40})$/;

/** The public id of a well-formed token text, or null (nothing is looked up then). */
export function scimTokenPublicId(text: string): string | null {
  return SCIM_TOKEN_PATTERN.exec(text)?.[1] ?? null;
}

export function formatScimToken(publicId: string, secret: string): string {
  return `assay_scim_${publicId}_${secret}`;
}

export const scimTokenStatuses = ['active', 'revoked'] as const;
export type ScimTokenStatus = (typeof scimTokenStatuses)[number];

/** A token as /admin lists it: never its secret or hash. */
export const scimTokenSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  /** `assay_scim_<publicId>`, to recognise the token. */
  prefix: z.string(),
  status: z.enum(scimTokenStatuses),
  createdAt: isoDateTimeSchema,
  createdBy: z.string(),
  createdByName: z.string().optional(),
  lastUsedAt: isoDateTimeSchema.optional(),
  revokedAt: isoDateTimeSchema.optional(),
});
export type ScimToken = z.infer<typeof scimTokenSchema>;

export const scimTokenCreateInputSchema = z.strictObject({
  name: humanText({ min: 1, max: SCIM_TOKEN_NAME_MAX, required: 'Enter a name' }),
});
