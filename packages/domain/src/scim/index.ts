// @assay/domain/scim — SCIM 2.0 provisioning of an organisation's members (Business plan): the
// token an owner creates, its contracts, and the protocol pieces the functions' endpoint speaks.
export {
  formatScimToken,
  SCIM_TOKEN_NAME_MAX,
  SCIM_TOKEN_PATTERN,
  SCIM_TOKEN_PUBLIC_ID_LENGTH,
  SCIM_TOKEN_SECRET_LENGTH,
  SCIM_TOKENS_MAX,
  scimPlans,
  scimTokenCreateInputSchema,
  scimTokenPublicId,
  scimTokenSchema,
  scimTokenStatuses,
} from './token.ts';
export type { ScimToken, ScimTokenStatus } from './token.ts';
export { scimContracts } from './contracts.ts';
export { scimEndpointActions } from './actions.ts';
export type { ScimEndpointAction } from './actions.ts';
export {
  parseScimFilter,
  SCIM_MEDIA_TYPE,
  SCIM_PAGE_MAX,
  SCIM_SCHEMAS,
  ScimError,
  scimErrorBody,
  scimList,
  scimPage,
} from './protocol.ts';
export type { ScimComparison, ScimErrorBody, ScimListResponse, ScimType } from './protocol.ts';
export {
  applyUserPatch,
  readPatchOperations,
  readScimUser,
  SCIM_EXTERNAL_ID_MAX,
  scimMemberName,
  scimUserResource,
} from './users.ts';
export type { PatchOperation, ScimUserRecord, ScimUserResource, ScimUserState } from './users.ts';
export {
  isScimGroupId,
  readGroupPatch,
  roleOfGroups,
  scimGroupIds,
  scimGroupNamed,
  scimGroupResource,
} from './groups.ts';
export type { GroupMemberChange, ScimGroupId, ScimGroupResource } from './groups.ts';
