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
  ACTIVITY_MAX,
  activityTarget,
  ASSIGN_REFS_MAX,
  ASSESSMENT_LIST_MAX,
  CHANGES_MAX,
  CHANGES_OVERLAP_MS,
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
export { assessmentsContracts, versionMovePreviewSchema } from './contracts.ts';
