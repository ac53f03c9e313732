// @assay/domain/roadmap — prioritisation (SPEC §3), the roadmap item, generation and contracts.
export {
  effortFactor,
  efforts,
  horizonForRank,
  prioritiseRoadmap,
  roadmapCandidates,
  roadmapHorizons,
  roadmapPriority,
} from './prioritise.ts';
export type {
  Effort,
  PrioritisedItem,
  RoadmapCandidate,
  RoadmapControl,
  RoadmapHorizon,
} from './prioritise.ts';
export {
  calendarDateOf,
  calendarDateSchema,
  editableRoadmapFields,
  isActiveItem,
  isOverdue,
  RANK_MAX,
  RANK_STEP,
  RISK_ACCEPTANCE_MAX_DAYS,
  riskAcceptanceSchema,
  ROADMAP_BULK_MAX,
  ROADMAP_NOTES_MAX,
  ROADMAP_PAGE_MAX,
  ROADMAP_TITLE_MAX,
  roadmapBuckets,
  roadmapItemSchema,
  roadmapItemTarget,
  roadmapStatuses,
} from './item.ts';
export type {
  EditableRoadmapField,
  RiskAcceptance,
  RoadmapBucket,
  RoadmapItem,
  RoadmapStatus,
} from './item.ts';
export { regenerateRoadmap, withEdited } from './generate.ts';
export type {
  GeneratedItem,
  GenerationAnswer,
  GenerationChange,
  GenerationControl,
  GenerationInput,
} from './generate.ts';
export {
  ROADMAP_HISTORY_MAX,
  roadmapContracts,
  roadmapListInputSchema,
  roadmapStatusFilters,
} from './contracts.ts';
export type { RoadmapStatusFilter } from './contracts.ts';
export { CALENDAR_ITEMS_MAX, calendarTokenParts, roadmapCalendar } from './calendar.ts';
