import type { CallFn } from '@assay/client';
import type { AnswerFields } from '@assay/domain/assessments';

/** Saves one control's answer if the server still holds `expectedRevision` (else `aborted` with the newer answer). */
export const saveAnswer = (
  call: CallFn,
  assessmentId: string,
  controlRef: string,
  answer: AnswerFields,
  expectedRevision: number,
) => call('assessments-saveAnswer', { assessmentId, controlRef, expectedRevision, answer });
