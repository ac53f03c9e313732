// Shared users (SPEC §1): people outside the organisation who may see exactly one tenant,
// read-only plus comments. Their Firebase Auth account carries `ptid` (the organisation) and
// `ttid` (the tenant) and never `tid`; the organisation keeps one record per shared user.
import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';

/** One tenant's shared users are listed in one read, up to this many. */
export const SHARED_USERS_MAX = 100;

/**
 * - invited: has not signed in since the invitation was sent
 * - active: signed in since
 * - revoked: access withdrawn (kept for the record; sharing again makes them invited)
 */
export const sharedUserStatuses = ['invited', 'active', 'revoked'] as const;
export type SharedUserStatus = (typeof sharedUserStatuses)[number];

export const sharedUserSchema = z.strictObject({
  uid: idSchema,
  email: z.string().max(254),
  tenantId: idSchema,
  /** The member who shared, and how the list names them. */
  invitedBy: idSchema,
  invitedByName: z.string().max(254),
  invitedAt: isoDateTimeSchema,
  /** When the invitation was last emailed, and how many times (1 on share, +1 per resend). */
  sentAt: isoDateTimeSchema,
  sends: z.number().int().min(1),
  /** From the sign-in provider; absent when they never signed in. */
  lastSignInAt: isoDateTimeSchema.optional(),
  revokedAt: isoDateTimeSchema.optional(),
  status: z.enum(sharedUserStatuses),
});
export type SharedUser = z.infer<typeof sharedUserSchema>;

/**
 * The status from the record and the last sign-in: revoked wins; a sign-in since the invitation
 * makes them active (compared in whole seconds: Auth keeps sign-in times to the second).
 */
export function sharedUserStatus(
  record: { revokedAt?: string | undefined; invitedAt: string },
  lastSignInAt: string | undefined,
): SharedUserStatus {
  if (record.revokedAt) return 'revoked';
  const invitedSecond = Math.floor(Date.parse(record.invitedAt) / 1000) * 1000;
  return lastSignInAt !== undefined && Date.parse(lastSignInAt) >= invitedSecond ? 'active' : 'invited';
}
