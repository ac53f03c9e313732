// @assay/domain/members — a signed-in user of a parent tenant.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';
import { memberRoles } from '../roles/index.ts';
import { humanText } from '../text/index.ts';

export const DISPLAY_NAME_MAX = 80;
export const EMAIL_MAX = 254;

export const displayNameSchema = humanText({ min: 1, max: DISPLAY_NAME_MAX, required: 'Enter a name' });

export const memberRoleSchema = z.enum(memberRoles);

/** A signed-in user of a parent tenant. */
export const memberSchema = z.strictObject({
  uid: idSchema,
  email: z.string().max(EMAIL_MAX),
  displayName: z.string().max(DISPLAY_NAME_MAX),
  role: memberRoleSchema,
  joinedAt: isoDateTimeSchema,
});
export type Member = z.infer<typeof memberSchema>;
