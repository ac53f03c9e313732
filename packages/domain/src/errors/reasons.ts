// The reasons a refusal names (`ErrorDetails.reason`): a stable code the client words in the
// page's language (with `details.params` or `details.limit`); the server's English message
// stays for API users and logs, and is the client's wording of a reason it does not know.
// Many areas refuse for the same reason ("no such tenant"): one reason, however many sites.
export const refusalReasons = [
  // Things that do not exist, or that the caller cannot see (not-found).
  'tenant-not-found',
  'assessment-not-found',
  'baseline-not-found',
  'control-not-found',
  'roadmap-item-not-found',
  'member-not-found',
  'invitation-not-found',
  'invitation-link-invalid',
  'respondent-invitation-not-found',
  'shared-user-not-found',
  'api-key-not-found',
  'organisation-not-found',
  'user-not-found',
  'mail-not-found',
  'support-request-not-found',
  'organisation-gone',
  // Already there (already-exists).
  'tenant-name-taken',
  'already-member',
  'already-invited',
  'already-shared',
  'already-in-organisation',
  'version-exists',
  // The state of a thing refuses the call (failed-precondition).
  'tenant-archived',
  'assessment-archived',
  'assessment-status',
  'assessment-completed',
  'not-assigned',
  'invitation-revoked',
  'version-not-draft',
  'version-not-published',
  'version-empty',
  'version-in-use',
  'version-older',
  'newer-roadmap',
  'shared-elsewhere',
  'cannot-share',
  'sharing-withdrawn',
  'last-owner',
  'owner',
  'own-second-factor-missing',
  'second-factor-policy',
  'system-admin',
  'admin-access-changed',
  'self-change',
  'billing-read-only',
  'over-plan-limits',
  'no-subscription',
  'no-checkout',
  'stripe-configured',
  'not-configured',
  'no-support-grant',
  'support-request-closed',
  'mail-not-retryable',
  // Limits (resource-exhausted; plan limits carry `details.limit`).
  'plan-limit',
  'sharing-not-in-plan',
  'too-many-attempts',
  'rate-limited',
  // Access (permission-denied, unauthenticated, not-found).
  'access-ended',
  'api-key-tenants',
  'invalid-api-key',
  'missing-api-key',
  'app-check-replayed',
  'session-revoked',
  'second-factor-required',
  'scim-plan',
  'scim-tokens-max',
  'scim-token-not-found',
  'assessment-not-completed',
  'account-gone',
  'shared-account',
  'invitation-other-email',
  'support-already-active',
  'item-not-assigned',
  // Single sign-on (@assay/domain/sso).
  'sso-plan',
  'sso-domain-not-found',
  'sso-domain-taken',
  'sso-txt-missing',
  'sso-sign-in-required',
  // Outbound webhooks (@assay/domain/webhooks).
  'webhook-endpoint-not-found',
  'webhook-delivery-not-found',
] as const;

export type RefusalReason = (typeof refusalReasons)[number];

export function isRefusalReason(value: unknown): value is RefusalReason {
  return typeof value === 'string' && (refusalReasons as readonly string[]).includes(value);
}
