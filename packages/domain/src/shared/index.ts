// @assay/domain/shared — what a shared user reads and changes in the tenant shared with them: the
// shared-* contracts. Sharing a tenant (the members' side) is @assay/domain/sharing.
export {
  SHARED_COMMENT_MAX,
  SHARED_HISTORY_MAX,
  sharedContracts,
  sharedHistoryEntrySchema,
  sharedRoadmapStatuses,
  sharingOrganisationSchema,
} from './contracts.ts';
export type { SharedHistoryEntry } from './contracts.ts';
