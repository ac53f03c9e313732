import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
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
   * Creates or updates the OIDC provider in Identity Platform (`oidc.<organisation>`) and keeps
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

  /** Gives the domain up (another organisation may then claim it). */
  removeDomain: {
    description: 'Remove a claimed domain.',
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: domainInput,
    output: z.strictObject({ domain: z.string() }),
  },
});
