// @assay/views/labels — names of shared domain states, the same in the member app and the service console.
import type { AssessmentStatus } from '@assay/domain/assessments/labels';
import type { MemberRole } from '@assay/domain/roles';
import { m } from '@assay/messages';
import type { Tone } from '@assay/ui';

const roles: Record<MemberRole, { label: () => string; hint: () => string }> = {
  viewer: { label: m.role_viewer, hint: m.role_hint_viewer },
  editor: { label: m.role_editor, hint: m.role_hint_editor },
  admin: { label: m.role_admin, hint: m.role_hint_admin },
  owner: { label: m.role_owner, hint: m.role_hint_owner },
};

/** A role's name in the page's language. */
export const roleLabel = (role: MemberRole): string => roles[role].label();
/** What a role may do, in a sentence, in the page's language. */
export const roleHint = (role: MemberRole): string => roles[role].hint();

const statuses: Record<AssessmentStatus, { label: () => string; tone: Tone }> = {
  draft: { label: m.assessment_status_draft, tone: 'neutral' },
  in_progress: { label: m.assessment_status_in_progress, tone: 'accent' },
  submitted: { label: m.assessment_status_submitted, tone: 'warning' },
  completed: { label: m.assessment_status_completed, tone: 'success' },
  archived: { label: m.assessment_status_archived, tone: 'neutral' },
};

/** An assessment's status as a badge shows it: its name in the page's language and its tone. */
export function assessmentStatusLabel(status: AssessmentStatus): { label: string; tone: Tone } {
  const { label, tone } = statuses[status];
  return { label: label(), tone };
}
