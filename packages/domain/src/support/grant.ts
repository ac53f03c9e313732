// Support access the customer approves: a system admin's grant to read one organisation's
// content, read-only, for a bounded time. The stored state never says "expired": expiry is a
// matter of the clock, worked out at every read (`supportGrantAt`), so a grant ends by itself.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';
import { humanText } from '../text/index.ts';

/** The longest access a request or a break-glass can ask for. */
export const SUPPORT_GRANT_MAX_HOURS = 72;
/** A request nobody decided on lapses after this long (the owners were mailed at once). */
export const SUPPORT_REQUEST_TTL_HOURS = 72;
export const SUPPORT_REASON_MIN = 10;
export const SUPPORT_REASON_MAX = 500;
/** Grants an owner's admin page lists (one per system admin who asked: bounded by the operators). */
export const SUPPORT_GRANTS_LIST_MAX = 50;

export const supportGrantStatuses = ['pending', 'active', 'denied', 'revoked', 'expired'] as const;
export type SupportGrantStatus = (typeof supportGrantStatuses)[number];
/** What is stored: every status but `expired`, which only the clock decides. */
export type StoredSupportGrantStatus = Exclude<SupportGrantStatus, 'expired'>;

export const supportReasonSchema = humanText({
  min: SUPPORT_REASON_MIN,
  max: SUPPORT_REASON_MAX,
  required: `Say why support needs access (at least ${SUPPORT_REASON_MIN} characters)`,
});
export const supportHoursSchema = z
  .number()
  .int('Whole hours')
  .min(1, 'At least 1 hour')
  .max(SUPPORT_GRANT_MAX_HOURS, `At most ${SUPPORT_GRANT_MAX_HOURS} hours`);

export const supportGrantSchema = z.strictObject({
  /** A fresh id for every request or break-glass: the audit entries of reads name it. */
  id: idSchema,
  /** The organisation the grant opens. */
  tid: idSchema,
  /** The system admin it is for (no other admin reads under it). */
  adminUid: idSchema,
  adminEmail: z.string().max(320).nullable(),
  reason: z.string().max(SUPPORT_REASON_MAX),
  hours: z.number().int().min(1).max(SUPPORT_GRANT_MAX_HOURS),
  /** Opened at once for an incident, without an owner's approval. */
  breakGlass: z.boolean(),
  status: z.enum(supportGrantStatuses),
  requestedAt: isoDateTimeSchema,
  /** When an owner approved or denied it (break-glass: when it was opened). */
  decidedAt: isoDateTimeSchema.nullable(),
  decidedBy: idSchema.nullable(),
  /** Pending: when the request lapses; approved or break-glass: when access ends. */
  expiresAt: isoDateTimeSchema,
  /** When either side revoked it, and who. */
  revokedAt: isoDateTimeSchema.nullable(),
  revokedBy: idSchema.nullable(),
});
export type SupportGrant = z.infer<typeof supportGrantSchema>;

/** The grant as it stands at `now`: a pending or active grant past `expiresAt` is expired. */
export function supportGrantAt(grant: SupportGrant, now: Date): SupportGrant {
  const open = grant.status === 'pending' || grant.status === 'active';
  return open && Date.parse(grant.expiresAt) <= now.getTime() ? { ...grant, status: 'expired' } : grant;
}

/** Whether the grant lets its admin read the organisation's content at `now`. */
export function isSupportGrantActive(grant: SupportGrant | null, now: Date): grant is SupportGrant {
  return grant !== null && supportGrantAt(grant, now).status === 'active';
}

export function hoursAfter(at: Date, hours: number): string {
  return new Date(at.getTime() + hours * 3_600_000).toISOString();
}
