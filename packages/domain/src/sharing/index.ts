// @assay/domain/sharing — shared users of a tenant and the sharing-* contracts (members share,
// resend, revoke). What a shared user reads (the shared-* contracts) is @assay/domain/shared.
export { SHARED_USERS_MAX, sharedUserSchema, sharedUserStatus, sharedUserStatuses } from './shared-user.ts';
export type { SharedUser, SharedUserStatus } from './shared-user.ts';
export {
  SHARING_LINK_PARAMS,
  SHARING_SECRET_BYTES,
  SHARING_TOKEN_PATTERN,
  sharedSignInLink,
  sharedUserUidOfToken,
} from './link.ts';
export { sharingContracts } from './contracts.ts';
