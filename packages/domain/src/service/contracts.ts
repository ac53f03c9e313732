import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { cursorSchema, idOf, idSchema, pageSizeSchema } from '../ids/index.ts';
import { emailSchema } from '../members/member.ts';
import { organisationUsageSchema, parentTenantSchema } from '../org/organisation.ts';
import { outboxSchema } from '../outbox/outbox.ts';
import { serviceUserSchema } from './users.ts';

export const parentTenantSummarySchema = z.strictObject({
  organisation: parentTenantSchema,
  usage: organisationUsageSchema,
});
export type ParentTenantSummary = z.infer<typeof parentTenantSummarySchema>;

/** The service console's callables: cross-organisation, system admins only. */
export const serviceContracts = defineArea('service', {
  /** Every parent tenant of the service, newest first, with plan and usage. */
  listParentTenants: {
    description: 'Every organisation of the service with plan, usage and creation date.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({
      pageSize: pageSizeSchema,
      cursor: cursorSchema.optional(),
    }),
    output: z.strictObject({
      items: z.array(parentTenantSummarySchema),
      nextCursor: z.string().nullable(),
      total: z.number().int().min(0),
    }),
  },

  /**
   * Grants or revokes the system-admin flag (`adminUI` claim) of a user and revokes their
   * refresh tokens so the change applies at their next call. A system admin cannot revoke their
   * own flag, and a revoke is refused unless the caller is still an enabled system admin in Auth
   * (so the service never loses its last one): failed-precondition; an unknown uid is not-found.
   */
  setSystemAdmin: {
    description: 'Grant or revoke the system-admin flag of a user.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({
      uid: idOf('user'),
      enabled: z.boolean(),
    }),
    output: z.strictObject({
      uid: idSchema,
      enabled: z.boolean(),
    }),
  },

  /** A user's uid from their email address (not-found when no account has it). */
  findUser: {
    description: 'Find a user by email address.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({ email: emailSchema }),
    output: z.strictObject({ uid: idSchema }),
  },

  /** A user's account, providers, sign-ins and what their claims give them. */
  getUser: {
    description: 'A user with their organisation, role, shared access, providers and state.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({ uid: idOf('user') }),
    output: serviceUserSchema,
  },

  /**
   * Disables or enables a user's account. Disabling also revokes their refresh tokens: their
   * next call is refused. Not the caller's own account (failed-precondition).
   */
  setUserDisabled: {
    description: 'Disable or enable a user account.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({ uid: idOf('user'), disabled: z.boolean() }),
    output: z.strictObject({ uid: idSchema, disabled: z.boolean() }),
  },

  /** Revokes a user's refresh tokens: their next call asks them to sign in again. Not the caller's own. */
  revokeUserSessions: {
    description: 'Sign a user out everywhere.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({ uid: idOf('user') }),
    output: z.strictObject({ uid: idSchema }),
  },

  /**
   * The local inbox: the links the Auth emulator would have emailed and the `mail` collection,
   * newest first. Only on the emulators: elsewhere failed-precondition.
   */
  listOutbox: {
    description: 'What the product would have emailed (local emulators only).',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({}),
    output: outboxSchema,
  },
});
