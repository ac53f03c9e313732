import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { emailSchema } from '../members/member.ts';
import { memberRoles } from '../roles/index.ts';
import { domainNameSchema, ssoDomainSchema } from './domains.ts';
import { ssoProviderInputSchema, ssoProviderSchema } from './provider.ts';

const domainInput = z.strictObject({ domain: domainNameSchema });

export const ssoContracts = defineArea('sso', {
  /** The organisation's claimed domains, oldest first; and whether the plan in force includes SSO. */
  listDomains: {
    description: 'The email domains the organisation claimed for single sign-on.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({ items: z.array(ssoDomainSchema), included: z.boolean() }),
  },

  /**
   * Claims a domain: it is pending until its TXT record is verified. failed-precondition (reason
   * sso-plan) unless the plan includes SSO; already-exists (sso-domain-taken) when another
   * organisation verified it; claiming a domain already claimed here returns it unchanged.
   */
  claimDomain: {
    description: 'Claim an email domain for single sign-on; the answer names the TXT record to publish.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: domainInput,
    output: ssoDomainSchema,
  },

  /**
   * Looks the TXT record up and marks the domain verified. failed-precondition (sso-txt-missing)
   * while DNS does not answer it; already-exists (sso-domain-taken) when another organisation
   * verified the domain first. Verifying a verified domain returns it unchanged.
   */
  verifyDomain: {
    description: 'Verify a claimed domain by its DNS TXT record.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: domainInput,
    output: ssoDomainSchema,
  },

  /** The organisation's identity provider, or null before one is saved. */
  getProvider: {
    description: "The organisation's identity provider for single sign-on (never its client secret).",
    access: { audience: 'member', minRole: 'owner' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({ provider: ssoProviderSchema.nullable() }),
  },

  /**
   * Creates or updates the OIDC provider in Identity Platform (`oidc.<random>`, kept once chosen) and keeps
   * its settings (the secret only in Identity Platform). failed-precondition (sso-plan) unless
   * the plan includes SSO; invalid-argument on clientSecret when the first save has none.
   */
  saveProvider: {
    description:
      "Save the organisation's OIDC identity provider (issuer, client id, client secret, role of people who join).",
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: ssoProviderInputSchema,
    output: ssoProviderSchema,
  },

  /**
   * Sign-in discovery: the identity provider an email address signs in with, or null. It says no
   * more than "this domain signs in with single sign-on" (no organisation, no name); a domain that is
   * only claimed, or whose organisation has no provider yet, answers null. Counted per caller's IP
   * (resource-exhausted, reason rate-limited, beyond SSO_DISCOVERIES_PER_HOUR).
   */
  discover: {
    description: 'Whether an email address signs in with single sign-on, and the identity provider to use.',
    access: { audience: 'public', lookup: 'ssoDomains' },
    mutation: false,
    input: z.strictObject({ email: emailSchema }),
    output: z.strictObject({ providerId: z.string().nullable() }),
  },

  /**
   * Just-in-time membership: the caller signed in with an organisation's identity provider joins
   * it with the role its owner chose. Trusts the verified ID token only: signed in with the
   * organisation's provider (`firebase.sign_in_provider`), email verified, its domain verified by
   * that organisation. failed-precondition (sso-sign-in-required) otherwise; resource-exhausted
   * (plan-limit) when no seat is left. An account of another organisation gains this membership,
   * made active. Calling it again as a member returns the membership. The caller then refreshes their token.
   */
  join: {
    description: 'Join the organisation whose identity provider you signed in with.',
    access: { audience: 'signedIn' },
    mutation: true,
    input: z.strictObject({}),
    output: z.strictObject({ tid: idOf('org'), role: z.enum(memberRoles) }),
  },

  /**
   * Requires (or stops requiring) members with an address at a verified domain to sign in with the
   * identity provider. failed-precondition (sso-not-ready) while the domain is pending or no provider
   * is saved, (sso-required) when the owner, at that domain, is not signed in with the provider
   * (they would shut themselves out). Committed with its audit entry first; then those members'
   * claims carry `sso` and their other sessions end, so their next call is refused until they sign
   * in with the provider (permission-denied, reason sso-required).
   */
  setRequired: {
    description: 'Require members of a claimed domain to sign in with single sign-on, or stop requiring it.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: z.strictObject({ domain: domainNameSchema, required: z.boolean() }),
    output: z.strictObject({ domain: ssoDomainSchema, membersSignedOut: z.number().int().nonnegative() }),
  },

  /** Gives the domain up (another organisation may then claim it). */
  removeDomain: {
    description: 'Remove a claimed domain.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: domainInput,
    output: z.strictObject({ domain: z.string() }),
  },
});
