import { z } from 'zod';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';
import { memberRoles } from '../roles/index.ts';

/** An invitation link works for this long; resending starts a new period with a new link. */
export const INVITATION_TTL_DAYS = 7;
/** Members and pending invitations are listed in one read each, up to this many (plans allow 100). */
export const MEMBERS_LIST_MAX = 500;

/** A pending invitation as admins see it: never its token (only its hash is stored). */
export const invitationSchema = z.strictObject({
  id: idSchema,
  email: z.string().max(254),
  role: z.enum(memberRoles),
  invitedBy: idSchema,
  createdAt: isoDateTimeSchema,
  /** The link stops working at this time (resend for a new one). */
  expiresAt: isoDateTimeSchema,
  /** How many times the email was sent (1 on invite, +1 per resend). */
  sends: z.number().int().min(1),
});
export type Invitation = z.infer<typeof invitationSchema>;

export type InvitationStatus = 'pending' | 'expired';

export function invitationStatus(invitation: Pick<Invitation, 'expiresAt'>, now: Date): InvitationStatus {
  return Date.parse(invitation.expiresAt) <= now.getTime() ? 'expired' : 'pending';
}
