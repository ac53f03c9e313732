import { m } from '@assay/messages';
import type { AssessmentStatus } from '@assay/domain/assessments/labels';
import type { Tone } from '@assay/ui';

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
