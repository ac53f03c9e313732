// How the audit log names each action, in the page's language. `action` is the contract name of
// the change (`tenants-create`), or what wrote it outside a call: the demo seed, the billing webhook
// (a Stripe event type), a daily job. A new mutation adds its line here (a test checks each one).
import type { BillingEventType } from '@assay/domain/billing';
import type { ContractName } from '@assay/domain/contracts';
import type { ScimEndpointAction } from '@assay/domain/scim';
import { m } from '@assay/messages';

/** What writes the log outside a callable (the SCIM endpoint is an HTTP function, not a callable). */
type OutsideAction =
  | 'seed'
  | 'expireExceptions'
  | 'expirePlanOverrides'
  | 'expireRiskAcceptances'
  | BillingEventType
  | ScimEndpointAction;

/** Every labelled action, by area (the order of the audit filters); a typo fails the typecheck. */
export const auditActionLabels: Partial<Record<ContractName | OutsideAction, () => string>> = {
  // org
  'org-completeSignUp': m.audit_action_org_complete_sign_up,
  'org-updateProfile': m.audit_action_org_update_profile,
  'org-setSecondFactorPolicy': m.audit_action_org_set_second_factor_policy,
  // tenants
  'tenants-create': m.audit_action_tenants_create,
  'tenants-update': m.audit_action_tenants_update,
  'tenants-archive': m.audit_action_tenants_archive,
  'tenants-restore': m.audit_action_tenants_restore,
  // members
  'members-invite': m.audit_action_members_invite,
  'members-resendInvitation': m.audit_action_members_resend_invitation,
  'members-revokeInvitation': m.audit_action_members_revoke_invitation,
  'members-changeRole': m.audit_action_members_change_role,
  'members-resetSecondFactors': m.audit_action_reset_second_factors,
  'members-remove': m.audit_action_members_remove,
  'members-accept': m.audit_action_members_accept,
  // baselines
  'baselines-create': m.audit_action_baselines_create,
  'baselines-duplicate': m.audit_action_baselines_duplicate,
  'baselines-save': m.audit_action_baselines_save,
  'baselines-newVersion': m.audit_action_baselines_new_version,
  'baselines-delete': m.audit_action_baselines_delete,
  'baselines-import': m.audit_action_baselines_import,
  'baselines-publish': m.audit_action_baselines_publish,
  'baselines-retire': m.audit_action_baselines_retire,
  // assessments
  'assessments-create': m.audit_action_assessments_create,
  'assessments-saveAnswer': m.audit_action_assessments_save_answer,
  'assessments-submit': m.audit_action_assessments_submit,
  'assessments-complete': m.audit_action_assessments_complete,
  'assessments-reopen': m.audit_action_assessments_reopen,
  'assessments-archive': m.audit_action_assessments_archive,
  'assessments-assign': m.audit_action_assessments_assign,
  'assessments-moveVersion': m.audit_action_assessments_move_version,
  expireExceptions: m.audit_action_expire_exceptions,
  // respondents
  'respondents-invite': m.audit_action_respondents_invite,
  'respondents-revoke': m.audit_action_respondents_revoke,
  'respondents-resend': m.audit_action_respondents_resend,
  'respondents-saveAnswer': m.audit_action_respondents_save_answer,
  'respondents-done': m.audit_action_respondents_done,
  // billing
  'billing-changePlan': m.audit_action_billing_change_plan,
  'billing-openPortal': m.audit_action_billing_open_portal,
  'billing-simulate': m.audit_action_billing_simulate,
  'checkout.session.completed': m.audit_action_checkout_session_completed,
  'customer.subscription.created': m.audit_action_customer_subscription_created,
  'customer.subscription.updated': m.audit_action_customer_subscription_updated,
  'customer.subscription.deleted': m.audit_action_customer_subscription_deleted,
  'invoice.paid': m.audit_action_invoice_paid,
  'invoice.payment_failed': m.audit_action_invoice_payment_failed,
  // library
  'library-create': m.audit_action_library_create,
  'library-duplicate': m.audit_action_library_duplicate,
  'library-save': m.audit_action_library_save,
  'library-newVersion': m.audit_action_library_new_version,
  'library-delete': m.audit_action_library_delete,
  'library-import': m.audit_action_library_import,
  'library-publish': m.audit_action_library_publish,
  'library-retire': m.audit_action_library_retire,
  // service
  'service-setSystemAdmin': m.audit_action_service_set_system_admin,
  'service-setUserDisabled': m.audit_action_service_set_user_disabled,
  'service-revokeUserSessions': m.audit_action_service_revoke_user_sessions,
  'service-resetSecondFactors': m.audit_action_reset_second_factors,
  'service-resendMail': m.audit_action_service_resend_mail,
  'service-setPlanOverride': m.audit_action_service_set_plan_override,
  'service-removePlanOverride': m.audit_action_service_remove_plan_override,
  expirePlanOverrides: m.audit_action_expire_plan_overrides,
  // sharing
  'sharing-share': m.audit_action_sharing_share,
  'sharing-resend': m.audit_action_sharing_resend,
  'sharing-revoke': m.audit_action_sharing_revoke,
  // shared
  'shared-roadmapComment': m.audit_action_shared_roadmap_comment,
  'shared-roadmapSetStatus': m.audit_action_shared_roadmap_set_status,
  // apikeys
  'apikeys-create': m.audit_action_apikeys_create,
  'apikeys-revoke': m.audit_action_apikeys_revoke,
  // roadmap
  'roadmap-update': m.audit_action_roadmap_update,
  'roadmap-bulkUpdate': m.audit_action_roadmap_bulk_update,
  'roadmap-move': m.audit_action_roadmap_move,
  'roadmap-generate': m.audit_action_roadmap_generate,
  'roadmap-calendarLink': m.audit_action_roadmap_calendar_link,
  'roadmap-revokeCalendar': m.audit_action_roadmap_revoke_calendar,
  expireRiskAcceptances: m.audit_action_expire_risk_acceptances,
  // support
  'support-request': m.audit_action_support_request,
  'support-breakGlass': m.audit_action_support_break_glass,
  'support-withdraw': m.audit_action_support_withdraw,
  'support-approve': m.audit_action_support_approve,
  'support-deny': m.audit_action_support_deny,
  'support-revoke': m.audit_action_support_revoke,
  // account
  'account-updateProfile': m.audit_action_account_update_profile,
  'account-syncEmail': m.audit_action_account_sync_email,
  'account-signOutEverywhere': m.audit_action_account_sign_out_everywhere,
  'account-switchOrganisation': m.audit_action_account_switch_organisation,
  'account-delete': m.audit_action_account_delete,
  // scim
  'scim-createToken': m.audit_action_scim_create_token,
  'scim-revokeToken': m.audit_action_scim_revoke_token,
  'scim-createUser': m.audit_action_scim_create_user,
  'scim-replaceUser': m.audit_action_scim_update_user,
  'scim-patchUser': m.audit_action_scim_update_user,
  'scim-deleteUser': m.audit_action_scim_delete_user,
  'scim-changeGroup': m.audit_action_scim_change_group,
  // sso
  'sso-claimDomain': m.audit_action_sso_claim_domain,
  'sso-verifyDomain': m.audit_action_sso_verify_domain,
  'sso-removeDomain': m.audit_action_sso_remove_domain,
  'sso-saveProvider': m.audit_action_sso_save_provider,
  'sso-join': m.audit_action_sso_join,
  'sso-setRequired': m.audit_action_sso_set_required,
  // webhooks
  'webhooks-create': m.audit_action_webhooks_create,
  'webhooks-update': m.audit_action_webhooks_update,
  'webhooks-delete': m.audit_action_webhooks_delete,
  'webhooks-rotateSecret': m.audit_action_webhooks_rotate_secret,
  'webhooks-sendTest': m.audit_action_webhooks_send_test,
  'webhooks-replayDelivery': m.audit_action_webhooks_replay_delivery,
  // seed
  seed: m.audit_action_seed,
};
