// An email domain an organisation claims for single sign-on (issue 25, Business plan): the owner
// publishes a TXT record `assay-verification=<random>` at `_assay.<domain>` (or at the domain
// itself) and asks Assay to verify it. A verified domain belongs to one organisation only.
import { z } from 'zod';
import { isoDateTimeSchema } from '../ids/index.ts';
import type { PlanId } from '../plans/labels.ts';

/** The plans that include single sign-on. */
export const ssoPlans: readonly PlanId[] = ['business'];

/** Domains an organisation may claim. */
export const SSO_DOMAINS_MAX = 10;

/** Sign-in discoveries (`sso-discover`) one IP address may make per hour. */
export const SSO_DISCOVERIES_PER_HOUR = 60;

/** Longest domain name DNS allows (RFC 1035). */
export const DOMAIN_NAME_MAX = 253;

/** The sentence of the rule `domain-name` (@assay/domain/errors). */
export const DOMAIN_NAME_SENTENCE = 'Enter a domain like example.com';

// Labels of letters, digits and inner dashes (1–63 characters), at least two, the last not numeric.
const DOMAIN_NAME_PATTERN =
  /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

/** A domain as typed (surrounding spaces and capitals are forgiven), kept in lower case. */
export const domainNameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(DOMAIN_NAME_MAX, `At most ${DOMAIN_NAME_MAX} characters`)
  // One string schema (not a pipe), so its JSON Schema carries the pattern to generated inputs.
  .regex(DOMAIN_NAME_PATTERN, DOMAIN_NAME_SENTENCE)
  .meta({ examples: ['example.com'] });

/** The domain of an email address (lower case), or null when it has none. */
export function emailDomain(email: string): string | null {
  const at = email.lastIndexOf('@');
  if (at < 1 || at === email.length - 1) return null;
  return email
    .slice(at + 1)
    .trim()
    .toLowerCase();
}

/** What the TXT record's text starts with. */
export const SSO_TXT_PREFIX = 'assay-verification=';

/** The TXT record text an owner publishes for a claim. */
export function ssoTxtValue(secret: string): string {
  return `${SSO_TXT_PREFIX}${secret}`;
}

/** Where Assay looks for the record, first to last: `_assay.<domain>`, then the domain itself. */
export function ssoTxtNames(domain: string): [string, string] {
  return [`_assay.${domain}`, domain];
}

/**
 * Whether DNS answered the expected text: a TXT record is a list of strings of at most 255
 * characters each, which together make its text (RFC 7208 §3.3 reads them the same way).
 * Surrounding spaces are forgiven; case is not (the value is random).
 */
export function txtRecordsContain(records: readonly (readonly string[])[], expected: string): boolean {
  return records.some((chunks) => chunks.join('').trim() === expected);
}

export const ssoDomainStatuses = ['pending', 'verified'] as const;
export type SsoDomainStatus = (typeof ssoDomainStatuses)[number];

/** A claimed domain as /admin lists it. */
export const ssoDomainSchema = z.strictObject({
  domain: z.string(),
  status: z.enum(ssoDomainStatuses),
  /** The TXT record's text to publish. */
  txtValue: z.string(),
  /** Where to publish it (`_assay.<domain>`; the domain itself is also read). */
  recordName: z.string(),
  claimedAt: isoDateTimeSchema,
  claimedBy: z.string(),
  claimedByName: z.string().optional(),
  verifiedAt: isoDateTimeSchema.optional(),
  /** Members with an address at this domain must sign in with the identity provider. */
  required: z.boolean(),
});
export type SsoDomain = z.infer<typeof ssoDomainSchema>;
