// @assay/domain/audit — the audit log's entries.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';

export const AUDIT_SUMMARY_MAX = 500;

/**
 * One audited mutation. `action` is the contract name (`tenants-create`), `target` the
 * affected resource (`tenant/abc`), `summary` a human sentence for the audit log.
 */
export const auditEntrySchema = z.strictObject({
  id: idSchema,
  at: isoDateTimeSchema,
  actorUid: idSchema,
  action: z.string().min(1).max(100),
  target: z.string().min(1).max(300),
  tenantId: idSchema.optional(),
  /** The organisation concerned (always set in the global audit log of service actions). */
  orgId: idSchema.optional(),
  summary: z.string().max(AUDIT_SUMMARY_MAX),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
