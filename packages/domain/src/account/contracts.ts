import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { displayNameSchema, emailSchema } from '../members/member.ts';
import { memberRoles } from '../roles/index.ts';

const roleSchema = z.enum(memberRoles);

/** One organisation the account is a member of. */
export const accountOrganisationSchema = z.strictObject({
  organisationId: idOf('org'),
  name: z.string(),
  role: roleSchema,
});
export type AccountOrganisation = z.infer<typeof accountOrganisationSchema>;

/**
 * The signed-in person's own account, whoever they are (a member, a shared user, a system admin,
 * or someone without an organisation yet). Password and email changes happen in the browser with
 * Firebase Auth (re-authentication and `verifyBeforeUpdateEmail`); these are the changes that
 * must also reach Assay's records or every session.
 */
export const accountContracts = defineArea('account', {
  /** Sets the display name on the account and on the caller's membership (audited there). */
  updateProfile: {
    description: 'Change your display name.',
    access: { audience: 'signedIn' },
    mutation: true,
    input: z.strictObject({ displayName: displayNameSchema }),
    output: z.strictObject({ displayName: z.string() }),
  },

  /**
   * Brings the caller's address on record (their membership, or their tenant share) in line with
   * their Firebase Auth account after they changed it (`verifyBeforeUpdateEmail` happens in the
   * browser). Only a verified address is copied; the same address again writes nothing.
   */
  syncEmail: {
    description: 'Update your email address on record after changing it.',
    access: { audience: 'signedIn' },
    mutation: true,
    input: z.strictObject({}),
    output: z.strictObject({ email: z.string().nullable(), updated: z.boolean() }),
  },

  /**
   * Revokes every refresh token of the account: each session, this one included, must sign in
   * again, and a call made with an older token anywhere is refused (as after a role change).
   */
  signOutEverywhere: {
    description: 'Sign out on every device.',
    access: { audience: 'signedIn' },
    mutation: true,
    input: z.strictObject({}),
    output: z.strictObject({ signedOut: z.literal(true) }),
  },

  /**
   * The organisations the caller is a member of (oldest membership first), and the active one:
   * the organisation their verified claims name (null for a shared user or someone without one).
   */
  organisations: {
    description: 'List the organisations you are a member of.',
    access: { audience: 'signedIn' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({
      organisations: z.array(accountOrganisationSchema),
      activeOrganisationId: idOf('org').nullable(),
    }),
  },

  /**
   * Makes `organisationId` the caller's active organisation: their member document there is read
   * in a transaction of that organisation, and the claims become that membership's (role, and its
   * two-step and single sign-on requirements). Revokes nothing: the client refreshes its ID token.
   * An organisation the caller is not a member of is not-found (reason `organisation-not-found`),
   * the same answer as one that does not exist.
   */
  switchOrganisation: {
    description: 'Switch to another of your organisations.',
    access: { audience: 'signedIn' },
    mutation: true,
    input: z.strictObject({ organisationId: idOf('org') }),
    output: z.strictObject({ organisationId: idOf('org'), role: roleSchema }),
  },

  /**
   * Deletes the account: `confirmEmail` must be the account's address (failed-precondition,
   * field confirmEmail, otherwise). Refused with failed-precondition (reason `last-owner`) while
   * the caller is the last owner of any of their organisations, and for a system admin (reason
   * `system-admin`). Every membership and the tenant share go first, each audited in its
   * organisation, then the Firebase Auth account.
   */
  delete: {
    description: 'Delete your account.',
    access: { audience: 'signedIn' },
    mutation: true,
    input: z.strictObject({ confirmEmail: emailSchema }),
    output: z.strictObject({ deleted: z.literal(true) }),
  },
});
