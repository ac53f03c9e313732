// @assay/domain/members — a signed-in user of a parent tenant, invitations to become one, and
// the members-* contracts.
export {
  DISPLAY_NAME_MAX,
  displayNameSchema,
  EMAIL_MAX,
  emailSchema,
  memberRoleSchema,
  memberSchema,
} from './member.ts';
export type { Member } from './member.ts';
export { INVITATION_TTL_DAYS, invitationSchema, invitationStatus, MEMBERS_LIST_MAX } from './invitation.ts';
export type { Invitation, InvitationStatus } from './invitation.ts';
export { invitationFromQuery, invitationLink, invitationLinkParams } from './link.ts';
export type { InvitationLinkParts } from './link.ts';
export { listedMemberSchema, memberListSchema, membersContracts } from './contracts.ts';
export type { ListedMember, MemberList } from './contracts.ts';
