// @assay/domain/audit — the audit log's entries.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';

export const AUDIT_SUMMARY_MAX = 500;
export const AUDIT_SUBJECT_MAX = 200;

/**
 * One audited change, written in the same transaction as the change. `action` is the contract
 * name (`tenants-create`), `target` the affected resource (`tenant/abc`), `summary` a sentence
 * of the service's own wording: user-provided text (a tenant's name) never goes into it but
 * into `subjectName`, so no input can forge a line of the log.
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
  /** The name of what the entry is about, as its user typed it: data to display, not prose. */
  subjectName: z.string().max(AUDIT_SUBJECT_MAX).optional(),
  /** The contract fields a change touched (names only, never values). */
  changedFields: z.array(z.string().max(60)).max(20).optional(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/**
 * What an audit entry's `action` can be, as a filter: a contract name (`tenants-create`), a job
 * or the seed (`expireExceptions`, `seed`) or a Stripe event type (`invoice.payment_failed`).
 */
export const auditActionSchema = z
  .string()
  .max(100, 'At most 100 characters')
  .regex(/^[a-z][A-Za-z0-9]*(?:[-.][a-z][A-Za-z0-9_]*)*$/, 'Not an action name');

// C0/C1 controls, line and paragraph separators, bidi embeddings/overrides/isolates.
// eslint-disable-next-line no-control-regex
const UNSAFE_IN_A_LINE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]+/g;

/**
 * One line of plain text for the audit log: control characters, line breaks and bidi controls
 * become a space, and the result is capped. Applied to every summary and subject on write.
 */
export function auditLine(text: string, max = AUDIT_SUMMARY_MAX): string {
  return text.replace(UNSAFE_IN_A_LINE, ' ').replace(/ {2,}/g, ' ').trim().slice(0, max);
}
