// How an audit entry reads to people. `action` is the contract name of the change
// (`tenants-create`), or what wrote it outside a call: the demo seed, the billing webhook (a
// Stripe event type), a scheduled job. Every action the product writes has a label here (a test
// checks each mutation contract); an unknown one still reads as words, never as a raw code.
const actionLabels: Record<string, string> = {
  'org-completeSignUp': 'Organisation created',
  'org-updateProfile': 'Profile changed',
  'tenants-create': 'Tenant created',
  'tenants-update': 'Tenant changed',
  'tenants-archive': 'Tenant archived',
  'tenants-restore': 'Tenant restored',
  'members-invite': 'Member invited',
  'members-resendInvitation': 'Invitation resent',
  'members-revokeInvitation': 'Invitation withdrawn',
  'members-changeRole': 'Role changed',
  'members-remove': 'Member removed',
  'members-accept': 'Invitation accepted',
  'baselines-create': 'Baseline created',
  'baselines-duplicate': 'Baseline duplicated',
  'baselines-save': 'Baseline draft saved',
  'baselines-newVersion': 'Baseline version started',
  'baselines-delete': 'Baseline deleted',
  'baselines-publish': 'Baseline published',
  'baselines-retire': 'Baseline retired',
  'baselines-import': 'Baseline imported',
  'assessments-create': 'Assessment started',
  'assessments-saveAnswer': 'Answer saved',
  'assessments-submit': 'Assessment submitted',
  'assessments-complete': 'Assessment completed',
  'assessments-reopen': 'Assessment reopened',
  'assessments-archive': 'Assessment archived',
  'assessments-assign': 'Controls assigned',
  'assessments-moveVersion': 'Assessment moved to a new version',
  'respondents-invite': 'Respondent invited',
  'respondents-revoke': 'Respondent link revoked',
  'respondents-resend': 'Respondent link resent',
  'respondents-saveAnswer': 'Answer saved by a respondent',
  'respondents-done': 'Respondent finished',
  'billing-changePlan': 'Plan change requested',
  'billing-openPortal': 'Billing portal opened',
  'billing-simulate': 'Test payment',
  'library-create': 'Global baseline created',
  'library-duplicate': 'Global baseline duplicated',
  'library-save': 'Global baseline draft saved',
  'library-newVersion': 'Global baseline version started',
  'library-delete': 'Global baseline deleted',
  'library-publish': 'Global baseline published',
  'library-retire': 'Global baseline retired',
  'library-import': 'Global baseline imported',
  'service-setSystemAdmin': 'System admin access changed',
  'service-setUserDisabled': 'User account disabled or enabled',
  'service-revokeUserSessions': 'User signed out everywhere',
  'service-resendMail': 'Failed mail resent',
  'service-setPlanOverride': 'Plan overridden by Assay',
  'service-removePlanOverride': 'Plan override ended by Assay',
  // Areas being built alongside (sharing, API keys, roadmap): labelled ahead of their contracts.
  'sharing-share': 'Tenant shared',
  'sharing-resend': 'Share invitation resent',
  'sharing-revoke': 'Share revoked',
  'apikeys-create': 'API key created',
  'apikeys-revoke': 'API key revoked',
  'roadmap-update': 'Roadmap item changed',
  'roadmap-bulkUpdate': 'Roadmap items changed',
  'roadmap-move': 'Roadmap item moved',
  'roadmap-generate': 'Roadmap generated',
  'shared-roadmapComment': 'Comment from a shared user',
  'shared-roadmapSetStatus': 'Roadmap item status changed by a shared user',
  'roadmap-calendarLink': 'Calendar address created',
  'roadmap-revokeCalendar': 'Calendar address revoked',
  // Support access (system admins ask, owners decide; reads under a grant are logged too).
  'support-request': 'Support access requested',
  'support-breakGlass': 'BREAK-GLASS support access, opened without approval',
  'support-withdraw': 'Support access ended by support',
  'support-approve': 'Support access approved',
  'support-deny': 'Support access denied',
  'support-revoke': 'Support access revoked',
  // Written outside a call.
  seed: 'Demo data',
  expireExceptions: 'Exception expired',
  expireRiskAcceptances: 'Accepted risk expired',
  expirePlanOverrides: 'Plan override ended',
  'checkout.session.completed': 'Checkout completed',
  'customer.subscription.created': 'Subscription started',
  'customer.subscription.updated': 'Subscription changed',
  'customer.subscription.deleted': 'Subscription ended',
  'invoice.paid': 'Invoice paid',
  'invoice.payment_failed': 'Payment failed',
};

/** System admins' actions: they are in the service console's log, not an organisation's. */
const platformAreas = ['service-', 'library-'];

/** "baselines-newVersion" → "Baselines: new version"; "some.event_type" → "Some event type". */
function inWords(action: string): string {
  const [area = action, operation] = action.split('-');
  const words = (text: string) =>
    text
      .replace(/([A-Z])/g, ' $1')
      .replace(/[._]+/g, ' ')
      .toLowerCase()
      .trim();
  const capital = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
  return operation ? `${capital(words(area))}: ${words(operation)}` : capital(words(area));
}

export function actionLabel(action: string): string {
  return actionLabels[action] ?? inWords(action);
}

/** Every action with a label, for the service console's filter over every log (the logs may hold others; they still show). */
export const labelledActions = Object.keys(actionLabels);

/** The actions offered in an organisation's filter (the log may hold others; they still show). */
export const filterableActions = labelledActions.filter(
  (action) => !platformAreas.some((area) => action.startsWith(area)),
);

/**
 * Who wrote an entry that no current member did: the system's own actors by name, Assay's support
 * staff for support access (a system admin is never a member of the organisation), else a former member.
 */
export function systemActorLabel(actorUid: string, action = ''): string {
  if (actorUid === 'stripe') return 'Stripe (billing)';
  if (action.startsWith('support-')) return 'Assay support';
  if (actorUid.startsWith('system-')) return 'Scheduled job';
  if (actorUid.startsWith('respondent-')) return 'Respondent (invitation link)';
  return 'Former member';
}
