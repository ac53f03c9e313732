// @assay/domain/sharing — shared users of a tenant, the sharing-* contracts (members share,
// resend, revoke) and the shared-* contracts (what a shared user reads).
export { SHARED_USERS_MAX, sharedUserSchema, sharedUserStatus, sharedUserStatuses } from './shared-user.ts';
export type { SharedUser, SharedUserStatus } from './shared-user.ts';
export {
  SHARING_LINK_PARAMS,
  SHARING_SECRET_BYTES,
  SHARING_TOKEN_PATTERN,
  sharedSignInLink,
  sharedUserUidOfToken,
} from './link.ts';
export {
  SHARED_COMMENT_MAX,
  SHARED_HISTORY_MAX,
  sharedContracts,
  sharedHistoryEntrySchema,
  sharedRoadmapStatuses,
  sharingContracts,
  sharingOrganisationSchema,
} from './contracts.ts';
export type { SharedHistoryEntry } from './contracts.ts';
