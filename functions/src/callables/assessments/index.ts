import type { AreaCallables } from '../deployed.ts';
import { archiveAssessmentCallable } from './archive-assessment.ts';
import { assessmentActivityCallable } from './assessment-activity.ts';
import { assignControlsCallable } from './assign-controls.ts';
import { changesSinceCallable } from './changes-since.ts';
import { completeAssessmentCallable } from './complete-assessment.ts';
import { createAssessmentCallable } from './create-assessment.ts';
import { getAssessmentCallable } from './get-assessment.ts';
import { listAssessmentsCallable } from './list-assessments.ts';
import { moveVersionCallable } from './move-version.ts';
import { previewVersionMoveCallable } from './preview-version-move.ts';
import { reopenAssessmentCallable } from './reopen-assessment.ts';
import { saveAnswerCallable } from './save-answer.ts';
import { submitAssessmentCallable } from './submit-assessment.ts';

export const assessmentsCallables = {
  create: createAssessmentCallable,
  list: listAssessmentsCallable,
  get: getAssessmentCallable,
  saveAnswer: saveAnswerCallable,
  submit: submitAssessmentCallable,
  complete: completeAssessmentCallable,
  reopen: reopenAssessmentCallable,
  archive: archiveAssessmentCallable,
  assign: assignControlsCallable,
  changesSince: changesSinceCallable,
  activity: assessmentActivityCallable,
  previewVersionMove: previewVersionMoveCallable,
  moveVersion: moveVersionCallable,
} satisfies AreaCallables<'assessments'>;
