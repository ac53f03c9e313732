import { assessmentStatusNames, type AssessmentStatus } from '@assay/domain/assessments/labels';
import type { AnswerStatus } from '@assay/domain/scoring';
import type { Tone } from '@assay/ui';

/** What people read for an answer's status, and the single keys that set it in the workspace. */
export const answerStatusLabels: Record<AnswerStatus, { label: string; keys: readonly [string, string] }> = {
  met: { label: 'Met', keys: ['1', 'm'] },
  partial: { label: 'Partial', keys: ['2', 'p'] },
  not_met: { label: 'Not met', keys: ['3', 'n'] },
  not_applicable: { label: 'N/A', keys: ['4', 'x'] },
};

export const assessmentStatusLabels: Record<AssessmentStatus, { label: string; tone: Tone }> = {
  draft: { label: assessmentStatusNames.draft, tone: 'neutral' },
  in_progress: { label: assessmentStatusNames.in_progress, tone: 'accent' },
  submitted: { label: assessmentStatusNames.submitted, tone: 'warning' },
  completed: { label: assessmentStatusNames.completed, tone: 'success' },
  archived: { label: assessmentStatusNames.archived, tone: 'neutral' },
};
