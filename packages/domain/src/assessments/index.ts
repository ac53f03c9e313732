// @assay/domain/assessments — assessments, their answers and summaries, and their contracts.
export {
  answerAuthorSchema,
  answerCommentSchema,
  answerExceptionSchema,
  answerFieldsSchema,
  answerSchema,
  answerStatusSchema,
  COMMENT_MAX,
  EVIDENCE_MAX,
  EVIDENCE_URL_MAX,
  EXCEPTION_MAX_DAYS,
  EXCEPTION_REASON_MAX,
  evidenceUrlProblem,
  evidenceUrlSchema,
  exceptionReasonSchema,
  MATURITY_MAX,
  MATURITY_MIN,
  maturitySchema,
} from './answer.ts';
export type { Answer, AnswerAuthor, AnswerConflictDetails, AnswerException, AnswerFields } from './answer.ts';
export {
  ASSESSMENT_LIST_MAX,
  ASSESSMENT_NAME_MAX,
  answerableStatuses,
  assessmentNameSchema,
  assessmentSchema,
  assessmentStatuses,
  assessmentSummarySchema,
  canTransition,
  domainSummarySchema,
  pinnedBaselineSchema,
  REOPEN_REASON_MAX,
  reopenReasonSchema,
  transitions,
} from './assessment.ts';
export type { Assessment, AssessmentStatus, PinnedBaseline, Transition } from './assessment.ts';
export { assessmentsContracts } from './contracts.ts';
