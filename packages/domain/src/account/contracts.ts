import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { displayNameSchema, emailSchema } from '../members/member.ts';

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
   * Deletes the account: `confirmEmail` must be the account's address (failed-precondition,
   * field confirmEmail, otherwise). Refused with failed-precondition (reason `last-owner`) while
   * the caller is their organisation's last owner, and for a system admin (reason
   * `system-admin`). The membership or the tenant share goes first, audited in the
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
