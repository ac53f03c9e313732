// How an audit entry reads to people: every action a mutation writes has a label in the page's
// language (./action-labels.ts; a test checks each mutation contract), and an unknown one still
// reads as words, never as a raw code.
import { m } from '@assay/messages';
import { auditActionLabels } from './action-labels.ts';

const labels: Readonly<Record<string, (() => string) | undefined>> = auditActionLabels;

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
  return labels[action]?.() ?? inWords(action);
}

/** Every action with a label, for the service console's filter over every log (the logs may hold others; they still show). */
export const labelledActions = Object.keys(auditActionLabels);

/** The actions offered in an organisation's filter (the log may hold others; they still show). */
export const filterableActions = labelledActions.filter(
  (action) => !platformAreas.some((area) => action.startsWith(area)),
);

/**
 * Who wrote an entry that no current member did: the system's own actors by name (jobs, Stripe,
 * respondents, API keys, the identity provider's SCIM token), Assay's support
 * staff for support access (a system admin is never a member of the organisation), else `unknown`
 * (a former member of the organisation; the console, which sees every log, says an account that is gone).
 */
export function systemActorLabel(
  actorUid: string,
  action = '',
  unknown: () => string = m.audit_actor_former,
): string {
  if (actorUid === 'stripe') return m.audit_actor_stripe();
  if (action.startsWith('support-')) return m.audit_actor_support();
  if (actorUid.startsWith('system-')) return m.audit_actor_job();
  if (actorUid.startsWith('respondent-')) return m.audit_actor_respondent();
  if (actorUid.startsWith('apiKey-')) return m.dev_api_key();
  if (actorUid.startsWith('scimToken-')) return m.audit_actor_scim();
  return unknown();
}
