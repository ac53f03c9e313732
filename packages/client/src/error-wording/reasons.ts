import { m } from '@assay/messages';
import type { ErrorDetails, RefusalReason } from '@assay/domain/errors';

/** A plan limit, by the limit's name (`details.limit`). */
const planLimit = ({ limit }: ErrorDetails): string => {
  const max = limit?.max ?? '';
  switch (limit?.name) {
    case 'tenants':
      return m.refusal_plan_limit_tenants({ max });
    case 'members':
      return m.refusal_plan_limit_members({ max });
    case 'privateBaselines':
      return m.refusal_plan_limit_private_baselines({ max });
    case 'apiKeys':
      return m.refusal_plan_limit_api_keys();
    case 'webhookEndpoints':
      return limit?.max
        ? m.refusal_webhook_endpoints_max({ max: limit.max })
        : m.refusal_plan_limit_webhooks();
    default:
      return m.refusal_plan_limit({ max });
  }
};

/** Every refusal reason in the page's language, from `details` (`params`, `limit`); the type keeps it complete. */
export const reasonWords: Record<RefusalReason, (details: ErrorDetails) => string> = {
  'tenant-not-found': () => m.refusal_tenant_not_found(),
  'assessment-not-found': () => m.refusal_assessment_not_found(),
  'baseline-not-found': () => m.refusal_baseline_not_found(),
  'control-not-found': () => m.refusal_control_not_found(),
  'roadmap-item-not-found': () => m.refusal_roadmap_item_not_found(),
  'member-not-found': () => m.refusal_member_not_found(),
  'invitation-not-found': () => m.refusal_invitation_not_found(),
  'invitation-link-invalid': () => m.refusal_invitation_link_invalid(),
  'respondent-invitation-not-found': () => m.refusal_respondent_invitation_not_found(),
  'shared-user-not-found': () => m.refusal_shared_user_not_found(),
  'api-key-not-found': () => m.refusal_api_key_not_found(),
  'organisation-not-found': () => m.refusal_organisation_not_found(),
  'user-not-found': () => m.refusal_user_not_found(),
  'mail-not-found': () => m.refusal_mail_not_found(),
  'support-request-not-found': () => m.refusal_support_request_not_found(),
  'organisation-gone': () => m.refusal_organisation_gone(),
  'tenant-name-taken': () => m.refusal_tenant_name_taken(),
  'already-member': () => m.refusal_already_member(),
  'already-invited': () => m.refusal_already_invited(),
  'already-shared': () => m.refusal_already_shared(),
  'version-exists': () => m.refusal_version_exists(),
  'tenant-archived': () => m.refusal_tenant_archived(),
  'assessment-archived': () => m.workspace_archived(),
  'assessment-status': () => m.refusal_assessment_status(),
  'assessment-completed': () => m.refusal_assessment_completed(),
  'not-assigned': () => m.refusal_not_assigned(),
  'invitation-revoked': () => m.refusal_invitation_revoked(),
  'version-not-draft': () => m.refusal_version_not_draft(),
  'version-not-published': () => m.refusal_version_not_published(),
  'version-empty': () => m.refusal_version_empty(),
  'version-in-use': () => m.refusal_version_in_use(),
  'version-older': () => m.refusal_version_older(),
  'newer-roadmap': () => m.refusal_newer_roadmap(),
  'shared-elsewhere': () => m.refusal_shared_elsewhere(),
  'cannot-share': () => m.refusal_cannot_share(),
  'sharing-withdrawn': () => m.refusal_sharing_withdrawn(),
  'last-owner': () => m.refusal_last_owner(),
  owner: () => m.refusal_owner(),
  'own-second-factor-missing': () => m.refusal_own_second_factor_missing(),
  'second-factor-policy': () => m.refusal_second_factor_policy(),
  'system-admin': () => m.refusal_system_admin(),
  'admin-access-changed': () => m.refusal_admin_access_changed(),
  'self-change': () => m.refusal_self_change(),
  'billing-read-only': () => m.refusal_billing_read_only(),
  'over-plan-limits': () => m.refusal_over_plan_limits(),
  'no-subscription': () => m.refusal_no_subscription(),
  'no-checkout': () => m.refusal_no_checkout(),
  'stripe-configured': () => m.refusal_stripe_configured(),
  'not-configured': () => m.refusal_not_configured(),
  'no-support-grant': () => m.refusal_no_support_grant(),
  'support-request-closed': () => m.refusal_support_request_closed(),
  'mail-not-retryable': () => m.refusal_mail_not_retryable(),
  'plan-limit': planLimit,
  'sharing-not-in-plan': () => m.refusal_sharing_not_in_plan(),
  'too-many-attempts': () => m.refusal_too_many_attempts(),
  'rate-limited': () => m.refusal_rate_limited(),
  'access-ended': () => m.refusal_access_ended(),
  'api-key-tenants': () => m.refusal_api_key_tenants(),
  'invalid-api-key': () => m.refusal_invalid_api_key(),
  'missing-api-key': () => m.refusal_missing_api_key(),
  'app-check-replayed': () => m.refusal_app_check_replayed(),
  'session-revoked': () => m.error_unauthenticated(),
  'second-factor-required': () => m.refusal_second_factor_required(),
  'scim-plan': () => m.scim_business_only(),
  'scim-tokens-max': ({ params }) => m.refusal_scim_tokens_max({ max: params?.max ?? '' }),
  'scim-token-not-found': () => m.refusal_scim_token_not_found(),
  'webhook-endpoint-not-found': () => m.refusal_webhook_endpoint_not_found(),
  'webhook-delivery-not-found': () => m.refusal_webhook_delivery_not_found(),
  'assessment-not-completed': () => m.refusal_assessment_not_completed(),
  'account-gone': () => m.refusal_account_gone(),
  'shared-account': () => m.refusal_shared_account(),
  'invitation-other-email': () => m.refusal_invitation_other_email(),
  'support-already-active': () => m.refusal_support_already_active(),
  'item-not-assigned': () => m.refusal_item_not_assigned(),
  'sso-plan': () => m.sso_business_only(),
  'sso-domain-not-found': () => m.refusal_sso_domain_not_found(),
  'sso-domain-taken': () => m.refusal_sso_domain_taken(),
  'sso-txt-missing': () => m.refusal_sso_txt_missing(),
  'sso-sign-in-required': () => m.refusal_sso_sign_in_required(),
  'sso-required': () => m.refusal_sso_required(),
  'sso-not-ready': () => m.refusal_sso_not_ready(),
};
