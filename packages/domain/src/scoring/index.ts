// Assessment scoring (SPEC §3). The same functions run in the browser and on the server.
export { answerStatuses, creditFor, percent, scoreAssessment, answerOf } from './score.ts';
export type {
  AnswerStatus,
  Answers,
  AssessmentScore,
  DomainScore,
  ScoredControl,
  ScoreSummary,
} from './score.ts';
export { CONTROL_WEIGHT_MAX, CONTROL_WEIGHT_MIN } from './score.ts';
export {
  answerChangeDelta,
  applyAnswerChange,
  emptySummary,
  summariseAnswers,
  summaryOfTallies,
  scoringStateOf,
  tallyOf,
} from './summary.ts';
export type {
  AssessmentSummary,
  DomainSummary,
  ScoringState,
  SummaryControl,
  SummaryTally,
} from './summary.ts';
export { scoringTableOf } from './table.ts';
export type { ScoringTable } from './table.ts';
