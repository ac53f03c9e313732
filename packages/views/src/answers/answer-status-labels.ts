import type { AnswerStatus } from '@assay/domain/scoring';

/** What people read for an answer's status, and the single keys that set it in the workspace. */
export const answerStatusLabels: Record<AnswerStatus, { label: string; keys: readonly [string, string] }> = {
  met: { label: 'Met', keys: ['1', 'm'] },
  partial: { label: 'Partial', keys: ['2', 'p'] },
  not_met: { label: 'Not met', keys: ['3', 'n'] },
  not_applicable: { label: 'N/A', keys: ['4', 'x'] },
};
