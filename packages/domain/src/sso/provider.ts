// An organisation's identity provider for single sign-on (issue 25): an OIDC provider (issuer,
// client id, client secret) the owner enters on /admin, registered in Identity Platform as
// `oidc.<random>`. The secret goes to Identity Platform only: never stored by Assay,
// never returned.
import { z } from 'zod';
import { isoDateTimeSchema } from '../ids/index.ts';

export const SSO_ISSUER_MAX = 300;
// Client ids are GUIDs (Entra), ~20 characters (Okta) or ~75 (Google): 128, the limit of every `…Id` input.
export const SSO_CLIENT_ID_MAX = 128;
export const SSO_CLIENT_SECRET_MAX = 500;

/** The sentence of the rule `issuer-url` (@assay/domain/errors). */
export const ISSUER_URL_SENTENCE = 'Enter the issuer’s https:// address, like https://login.example.com';

/**
 * The Identity Platform provider id of an organisation: `oidc.` and a random part (`hex`, lower
 * case), chosen at the first save and kept. Sign-in discovery shows it to anyone who types an
 * address of a claimed domain, so it names no organisation.
 */
export function ssoProviderId(hex: string): string {
  return `oidc.${hex}`;
}

/** The roles a person joining by single sign-on may get (an owner is made by an owner). */
export const ssoJoinRoles = ['viewer', 'editor', 'admin'] as const;
export type SsoJoinRole = (typeof ssoJoinRoles)[number];

const printable = /^[\x21-\x7e]+$/;

export const ssoProviderInputSchema = z.strictObject({
  issuer: z
    .string()
    .trim()
    .max(SSO_ISSUER_MAX, `At most ${SSO_ISSUER_MAX} characters`)
    .regex(/^https:\/\/[a-zA-Z0-9.-]+(?::\d{1,5})?(?:\/[^\s?#]*)?$/, ISSUER_URL_SENTENCE)
    .meta({ examples: ['https://login.example.com'] }),
  clientId: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(SSO_CLIENT_ID_MAX, `At most ${SSO_CLIENT_ID_MAX} characters`)
    .regex(printable, 'Not in the expected format'),
  /** Required the first time; left out, the secret Identity Platform holds stays. */
  clientSecret: z
    .string()
    .trim()
    .min(1, 'Required')
    .max(SSO_CLIENT_SECRET_MAX, `At most ${SSO_CLIENT_SECRET_MAX} characters`)
    .regex(printable, 'Not in the expected format')
    .optional(),
  /** The role of a person who joins by signing in with the provider (just in time). */
  defaultRole: z.enum(ssoJoinRoles),
});
export type SsoProviderInput = z.infer<typeof ssoProviderInputSchema>;

/**
 * Where the provider is registered: Identity Platform (a deployed project), or only here on the
 * Auth emulator, which has no provider management and signs in with any `oidc.*` provider.
 */
export const ssoRegistrations = ['identity-platform', 'auth-emulator'] as const;
export type SsoRegistration = (typeof ssoRegistrations)[number];

/** The provider as /admin shows it: never the secret. */
export const ssoProviderSchema = z.strictObject({
  providerId: z.string(),
  issuer: z.string(),
  clientId: z.string(),
  defaultRole: z.enum(ssoJoinRoles),
  registration: z.enum(ssoRegistrations),
  updatedAt: isoDateTimeSchema,
  updatedBy: z.string(),
  updatedByName: z.string().optional(),
});
export type SsoProvider = z.infer<typeof ssoProviderSchema>;
