import { z } from 'zod';
import { organisationUsageSchema, parentTenantSchema } from '../entities/organisation.ts';
import { cursorSchema, idSchema, pageSizeSchema } from '../ids.ts';
import { defineCallable } from './define.ts';

export const parentTenantSummarySchema = z.strictObject({
  organisation: parentTenantSchema,
  usage: organisationUsageSchema,
});
export type ParentTenantSummary = z.infer<typeof parentTenantSummarySchema>;

/** Every parent tenant of the service, newest first, with plan and usage. */
export const listParentTenants = defineCallable({
  name: 'service-listParentTenants',
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
});

/**
 * Grants or revokes the system-admin flag (`adminUI` claim) of a user and revokes their
 * refresh tokens so the change applies at their next token refresh. A system admin cannot
 * revoke their own flag (failed-precondition); an unknown uid is not-found.
 */
export const setSystemAdmin = defineCallable({
  name: 'service-setSystemAdmin',
  description: 'Grant or revoke the system-admin flag of a user.',
  access: { audience: 'systemAdmin' },
  mutation: true,
  input: z.strictObject({
    uid: idSchema,
    enabled: z.boolean(),
  }),
  output: z.strictObject({
    uid: idSchema,
    enabled: z.boolean(),
  }),
});

export const serviceContracts = {
  listParentTenants,
  setSystemAdmin,
} as const;
