import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idOf, idSchema } from '../ids/index.ts';
import { memberRoles } from '../roles/index.ts';
import { invitationSchema, MEMBERS_LIST_MAX } from './invitation.ts';
import { emailSchema, memberSchema } from './member.ts';

const roleSchema = z.enum(memberRoles);
const memberRef = z.strictObject({ uid: idOf('member') });
const invitationRef = z.strictObject({ invitationId: idOf('invitation') });

/**
 * A member as the list shows them. `secondFactor` (whether they sign in with a second step) is
 * there for owners and admins only: it tells who a two-step policy would turn away.
 */
export const listedMemberSchema = memberSchema.extend({ secondFactor: z.boolean().optional() });
export type ListedMember = z.infer<typeof listedMemberSchema>;

export const memberListSchema = z.strictObject({
  members: z.array(listedMemberSchema).max(MEMBERS_LIST_MAX),
  invitations: z.array(invitationSchema).max(MEMBERS_LIST_MAX),
});
export type MemberList = z.infer<typeof memberListSchema>;

const acceptedSchema = z.strictObject({ tid: idOf('org'), role: roleSchema });

/**
 * Members and invitations. Changes of access (role, removal) set the member's claims and
 * revoke their refresh tokens, so their very next call runs with the new rights. Only an
 * owner grants, changes or removes the owner role; the last owner is never removed or demoted.
 */
export const membersContracts = defineArea('members', {
  list: {
    description: 'The members of the organisation and its pending invitations.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({}),
    output: memberListSchema,
  },

  /**
   * Invites `email` with `role` by email (a `mail` document with an accept link). Invitations
   * count against the members limit (resource-exhausted, details.limit = members);
   * already-exists (field `email`) when that address is a member or already invited.
   */
  invite: {
    description: 'Invite someone to the organisation by email.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z.strictObject({ email: emailSchema, role: roleSchema }),
    output: invitationSchema,
  },

  /** Sends the invitation again with a new link and a new expiry; the old link stops working. */
  resendInvitation: {
    description: 'Send an invitation again with a new link.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: invitationRef,
    output: invitationSchema,
  },

  /** Withdraws a pending invitation: its link stops working and its seat is freed. */
  revokeInvitation: {
    description: 'Withdraw a pending invitation.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: invitationRef,
    output: z.strictObject({ revoked: z.literal(true) }),
  },

  /** Changes a member's role; failed-precondition for the last owner. Idempotent. */
  changeRole: {
    description: "Change a member's role.",
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z.strictObject({ uid: idOf('member'), role: roleSchema }),
    output: memberSchema,
  },

  /**
   * Removes every second step (authenticator app, phone) of a member who lost theirs, so they
   * sign in with their password alone and add a new one; their sessions end. Owners only, for
   * members who are not owners (an owner's are reset by a system admin); not one's own.
   */
  resetSecondFactors: {
    description: "Reset a member's two-step sign-in.",
    access: { audience: 'member', minRole: 'owner' },
    mutation: true,
    input: memberRef,
    output: z.strictObject({ uid: idSchema, removed: z.number().int().nonnegative() }),
  },

  /** Removes a member (not the last owner): their access ends on their next call. */
  remove: {
    description: 'Remove a member from the organisation.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: memberRef,
    output: z.strictObject({ removed: z.literal(true) }),
  },

  /**
   * Accepts an invitation from its link, for a new or an existing account signed in with the
   * invited address; not-found for an unknown, used, revoked or expired link. The caller then
   * refreshes their token to pick up `{ tid, role }`.
   */
  accept: {
    description: 'Join an organisation through an invitation link.',
    access: { audience: 'signedIn' },
    mutation: true,
    input: z.strictObject({
      orgId: idOf('org'),
      invitationId: idOf('invitation'),
      token: z.string().min(1, 'Required').max(200, 'At most 200 characters'),
    }),
    output: acceptedSchema,
  },

  /**
   * The sign-in and join pages of an invitation link: which organisation invites, and who (their
   * name while they are a member, else null); nothing else. The token is the credential (replaced
   * on resend, gone once the invitation is accepted or withdrawn); an unknown, expired, withdrawn
   * or used link → one not-found, and failed attempts are counted per IP and per invitation.
   */
  invitation: {
    description: 'The organisation and the inviter named by an invitation link.',
    access: { audience: 'public', credential: 'invitationToken' },
    mutation: false,
    input: z.strictObject({
      orgId: idOf('org'),
      invitationId: idOf('invitation'),
      token: idOf('invitationToken'),
    }),
    output: z.strictObject({ organisationName: z.string(), inviterName: z.string().nullable() }),
  },
});
