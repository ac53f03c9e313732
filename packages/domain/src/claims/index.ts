import { z } from 'zod';
import { idSchema } from '../ids/index.ts';
import { memberRoles } from '../roles/index.ts';

/**
 * The custom claims Assay sets on Firebase Auth users (SPEC §1). They are read only from
 * verified ID tokens; a claim of the wrong shape makes the whole set invalid (fail closed).
 * - member: `tid` + `role`
 * - shared user: `ptid` + `ttid`, never `tid`
 * - `mfa`: beside `tid` + `role`, the member's organisation requires two-step sign-in; the member's
 *   calls need a token signed in with a second step (`firebase.sign_in_second_factor`)
 * - `sso`: beside `tid` + `role`, the identity provider the member must sign in with (their email's
 *   domain requires single sign-on); the member's calls need a token whose `firebase.sign_in_provider` is it
 * - `adminUI`: system admin; `sysdev`: system developer
 */
export const customClaimsSchema = z.strictObject({
  tid: idSchema.optional(),
  role: z.enum(memberRoles).optional(),
  ptid: idSchema.optional(),
  ttid: idSchema.optional(),
  adminUI: z.boolean().optional(),
  sysdev: z.boolean().optional(),
  mfa: z.literal(true).optional(),
  sso: z.string().startsWith('oidc.').max(64).optional(),
});
export type CustomClaims = z.infer<typeof customClaimsSchema>;

export const customClaimNames = ['tid', 'role', 'ptid', 'ttid', 'adminUI', 'sysdev', 'mfa', 'sso'] as const;

/** Firebase rejects custom claims above 1000 bytes of JSON. */
export const CUSTOM_CLAIMS_MAX_BYTES = 1000;

/** Picks Assay's claims out of a decoded token (which also holds iss, aud, firebase, …). */
export function pickCustomClaims(token: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const picked: Record<string, unknown> = {};
  for (const name of customClaimNames) {
    if (token[name] !== undefined) picked[name] = token[name];
  }
  return picked;
}
