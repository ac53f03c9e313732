import type { AreaCallables } from '../deployed.ts';
import { createAssessmentCallable } from './create-assessment.ts';
import { getAssessmentCallable } from './get-assessment.ts';
import { listAssessmentsCallable } from './list-assessments.ts';
import { saveAnswerCallable } from './save-answer.ts';

export const assessmentsCallables = {
  create: createAssessmentCallable,
  list: listAssessmentsCallable,
  get: getAssessmentCallable,
  saveAnswer: saveAnswerCallable,
} satisfies AreaCallables<'assessments'>;
