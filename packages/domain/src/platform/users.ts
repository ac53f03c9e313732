import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';
import { memberRoles } from '../roles/index.ts';

/**
 * A Firebase Auth user as the service console's users tab shows it: the account, its sign-in
 * providers and what its custom claims give it (membership, shared access, operator flags).
 * Organisation names are looked up for the ids the claims carry (null when that organisation
 * no longer exists).
 */
export const platformUserSchema = z.strictObject({
  uid: idSchema,
  email: z.string().nullable(),
  displayName: z.string().nullable(),
  disabled: z.boolean(),
  /** Auth provider ids (`password`, `google.com`, …). */
  providers: z.array(z.string()),
  createdAt: isoDateTimeSchema.nullable(),
  lastSignInAt: isoDateTimeSchema.nullable(),
  systemAdmin: z.boolean(),
  systemDeveloper: z.boolean(),
  membership: z
    .strictObject({ tid: idSchema, organisationName: z.string().nullable(), role: z.enum(memberRoles) })
    .nullable(),
  shared: z
    .strictObject({ ptid: idSchema, ttid: idSchema, organisationName: z.string().nullable() })
    .nullable(),
});
export type PlatformUser = z.infer<typeof platformUserSchema>;

/** Labels of the Auth providers the product signs people in with. */
export const providerLabels: Readonly<Record<string, string>> = {
  password: 'Email and password or email link',
  'google.com': 'Google',
};
