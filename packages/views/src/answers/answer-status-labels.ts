import { m } from '@assay/messages';
import type { AnswerStatus } from '@assay/domain/scoring';

/** What people read for an answer's status, and the single keys that set it in the workspace. */
export const answerStatusLabels: Record<
  AnswerStatus,
  { label: () => string; keys: readonly [string, string] }
> = {
  met: { label: m.answer_state_met, keys: ['1', 'm'] },
  partial: { label: m.answer_state_partial, keys: ['2', 'p'] },
  not_met: { label: m.answer_state_not_met, keys: ['3', 'n'] },
  not_applicable: { label: m.answer_status_na_short, keys: ['4', 'x'] },
};
