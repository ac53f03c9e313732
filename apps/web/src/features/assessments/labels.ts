import { assessmentStatusNames, type AssessmentStatus } from '@assay/domain/assessments/labels';
import type { Tone } from '@assay/ui';

export const assessmentStatusLabels: Record<AssessmentStatus, { label: string; tone: Tone }> = {
  draft: { label: assessmentStatusNames.draft, tone: 'neutral' },
  in_progress: { label: assessmentStatusNames.in_progress, tone: 'accent' },
  submitted: { label: assessmentStatusNames.submitted, tone: 'warning' },
  completed: { label: assessmentStatusNames.completed, tone: 'success' },
  archived: { label: assessmentStatusNames.archived, tone: 'neutral' },
};
