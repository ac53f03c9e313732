export { domainResults } from '../scores/domain-results.ts';
export { ComparisonView, type ComparedAssessment } from './comparison-view.tsx';
export { compareControls, explainScore, gapsByPriority, movementOf, stateLabel } from './model.ts';
export type {
  Contribution,
  ControlComparison,
  Explanation,
  Gap,
  Movement,
  ResultControl,
  ResultDomain,
} from './model.ts';
export { ResultsView, type ResultsViewProps } from './results-view.tsx';
export { StateBadge } from './state-badge.tsx';
