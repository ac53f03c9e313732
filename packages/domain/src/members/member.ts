// A signed-in user of a parent tenant.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';
import { memberRoles } from '../roles/index.ts';
import { humanText } from '../text/index.ts';

import { DISPLAY_NAME_MAX, EMAIL_MAX } from '../account/limits.ts';

export { DISPLAY_NAME_MAX, EMAIL_MAX };

export const displayNameSchema = humanText({ min: 1, max: DISPLAY_NAME_MAX, required: 'Enter a name' });

/** An email address, trimmed and lower-cased (addresses are compared as such). */
export const emailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, `At most ${EMAIL_MAX} characters`)
  // One string schema (not a pipe), so its JSON Schema says `format: email` to generated inputs.
  .email('Enter an email address like name@example.com');

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
