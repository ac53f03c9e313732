// The actions the SCIM endpoint (functions/src/scim) stamps on what it writes, as the audit log
// names them (@assay/views/audit/action-labels.ts); the actor is `scimToken-<publicId>`.
export const scimEndpointActions = {
  createUser: 'scim-createUser',
  replaceUser: 'scim-replaceUser',
  patchUser: 'scim-patchUser',
  deleteUser: 'scim-deleteUser',
  changeGroup: 'scim-changeGroup',
} as const;
export type ScimEndpointAction = (typeof scimEndpointActions)[keyof typeof scimEndpointActions];
