import { m } from '@assay/messages';
import type { MemberRole } from '@assay/domain/roles';
import type { AssessmentStatus } from '@assay/domain/assessments/labels';

const roles: Record<MemberRole, () => string> = {
  viewer: m.role_viewer,
  editor: m.role_editor,
  admin: m.role_admin,
  owner: m.role_owner,
};

/** A member role's name in the page's language (the member app's own names). */
export const roleLabel = (role: MemberRole): string => roles[role]();

const assessmentStatuses: Record<AssessmentStatus, () => string> = {
  draft: m.assessment_status_draft,
  in_progress: m.assessment_status_in_progress,
  submitted: m.assessment_status_submitted,
  completed: m.assessment_status_completed,
  archived: m.assessment_status_archived,
};

/** An assessment status's name in the page's language (the member app's names). */
export const assessmentStatusLabel = (status: AssessmentStatus): string => assessmentStatuses[status]();
