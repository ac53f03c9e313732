// @assay/domain — entities, zod schemas, callable contracts, scoring, roadmap and plan rules.
// Pure TypeScript: no I/O. Each area is also its own entry point (`@assay/domain/contracts`, …).
export { CUSTOM_CLAIMS_MAX_BYTES, customClaimNames, customClaimsSchema, pickCustomClaims } from './claims.ts';
export type { CustomClaims } from './claims.ts';
export {
  allContracts,
  archiveTenant,
  completeSignUp,
  contractByName,
  contracts,
  createTenant,
  defineCallable,
  getOrganisation,
  getTenant,
  listParentTenants,
  listTenants,
  restoreTenant,
  setSystemAdmin,
  updateTenant,
} from './contracts/index.ts';
export type { Access, Audience, CallableContract, ContractInput, ContractOutput, ContractParsedInput, ParentTenantSummary, TenantSortField } from './contracts/index.ts';
export {
  auditEntrySchema,
  memberSchema,
  organisationOverviewSchema,
  organisationUsageSchema,
  parentTenantSchema,
  tenantKinds,
  tenantSchema,
  tenantStatuses,
} from './entities/index.ts';
export type { AuditEntry, Member, OrganisationOverview, OrganisationUsage, ParentTenant, Tenant, TenantKind, TenantStatus } from './entities/index.ts';
export { DomainError, errorCodes, isErrorCode } from './errors.ts';
export type { ErrorCode, ErrorDetails, FieldIssue } from './errors.ts';
export { cursorSchema, idSchema, isoDateTimeSchema, isSafeId, SAFE_ID_PATTERN } from './ids.ts';
export { defaultPlanLimits, hasRoomFor, isPlanId, limitsFor, planIds, planLimitsSchema } from './plans.ts';
export type { CountedLimit, PlanId, PlanLimitOverrides, PlanLimits } from './plans.ts';
export { effortFactor, efforts, prioritiseRoadmap, roadmapCandidates, roadmapHorizons, roadmapPriority } from './roadmap.ts';
export type { Effort, PrioritisedItem, RoadmapCandidate, RoadmapHorizon } from './roadmap.ts';
export { isMemberRole, memberRoles, roleAtLeast } from './roles.ts';
export type { MemberRole } from './roles.ts';
export { answerStatuses, creditFor, scoreAssessment } from './scoring.ts';
export type { AnswerStatus, AssessmentScore, DomainScore, ScoreSummary } from './scoring.ts';
export { matchesSearch, nameKey, normaliseText, searchQueryToken, searchTokens } from './search.ts';
