// @assay/domain/assessments — assessments, their answers and summaries, and their contracts.
export {
  answerAuthorSchema,
  answerCommentSchema,
  answerExceptionSchema,
  answerFieldsSchema,
  answerSchema,
  answerStatusSchema,
  evidenceUrlSchema,
  exceptionReasonSchema,
  maturitySchema,
} from './answer.ts';
export type { Answer, AnswerAuthor, AnswerConflictDetails, AnswerException, AnswerFields } from './answer.ts';
export {
  ACTIVITY_MAX,
  activityTarget,
  actorKindOf,
  ASSIGN_REFS_MAX,
  ASSESSMENT_LIST_MAX,
  CHANGES_MAX,
  CHANGES_OVERLAP_MS,
  ASSESSMENT_NAME_MAX,
  assessmentNameSchema,
  assessmentSchema,
  assessmentSummarySchema,
  canTransition,
  domainSummarySchema,
  pinnedBaselineSchema,
  REOPEN_REASON_MAX,
  reopenReasonSchema,
  respondentActor,
  transitions,
} from './assessment.ts';
export type { Assessment, PinnedBaseline, Transition } from './assessment.ts';
export {
  answerableStatuses,
  assessmentStatuses,
  COMMENT_MAX,
  EVIDENCE_MAX,
  EVIDENCE_URL_MAX,
  EXCEPTION_MAX_DAYS,
  EXCEPTION_REASON_MAX,
  evidenceUrlProblem,
  MATURITY_MAX,
  MATURITY_MIN,
} from './labels.ts';
export type { AssessmentStatus } from './labels.ts';
export { assessmentsContracts, versionMovePreviewSchema } from './contracts.ts';
