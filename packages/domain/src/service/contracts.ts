import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { cursorSchema, idOf, idSchema, pageSizeSchema } from '../ids/index.ts';
import { organisationUsageSchema, parentTenantSchema } from '../org/organisation.ts';
import { outboxSchema } from '../outbox/outbox.ts';

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
   * refresh tokens so the change applies at their next token refresh. A system admin cannot
   * revoke their own flag (failed-precondition); an unknown uid is not-found.
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
