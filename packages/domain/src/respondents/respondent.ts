// External respondents (SPEC §2 in-progress landing, issue 10): a member invites someone outside
// the organisation by email to answer all or some controls of one assessment. The link carries
// a secret token; only its hash is stored. The token is `<inviteId>_<secret>`: the invitation id
// finds the one document to compare against (no lookup by secret) and is the "token prefix"
// failed attempts are counted against, so the secret of a known invitation cannot be brute-forced.
import { z } from 'zod';
import { controlRefSchema } from '../baselines/baseline.ts';
import { isoDateTimeSchema } from '../ids/index.ts';
import { humanText } from '../text/index.ts';
import { EMAIL_MAX } from '../account/limits.ts';

export const INVITE_DAYS_DEFAULT = 14;
export const INVITE_DAYS_MAX = 60;
export const RESPONDENT_NAME_MAX = 100;
export { EMAIL_MAX };
/** Bytes of randomness in a token's secret (192 bits; the brief asks for at least 128). */
export const TOKEN_SECRET_BYTES = 24;
/** Failed token attempts allowed per hour from one IP address, and against one invitation. */
export const FAILED_ATTEMPTS_PER_IP_HOUR = 300;
export const FAILED_ATTEMPTS_PER_INVITE_HOUR = 10;
/** A token: the invitation's id, `_`, the secret (base64url). Fits the id pattern. */
export const RESPONDENT_TOKEN_PATTERN = /^[A-Za-z0-9-]{1,40}_[A-Za-z0-9_-]{16,86}$/;

/** An email address (compared and stored lower-cased by the service). */
export const respondentEmailSchema = z
  .email('Enter an email address')
  .max(EMAIL_MAX, `At most ${EMAIL_MAX} characters`);
export const respondentNameSchema = humanText({ min: 1, max: RESPONDENT_NAME_MAX, required: 'Enter a name' });

/** The id of the invitation a token names, or null when it is not shaped like a token. */
export function respondentInvitationIdOfToken(token: string): string | null {
  if (!RESPONDENT_TOKEN_PATTERN.test(token)) return null;
  return token.slice(0, token.indexOf('_'));
}

export const respondentInvitationStatuses = ['active', 'done', 'expired', 'revoked'] as const;
export type RespondentInvitationStatus = (typeof respondentInvitationStatuses)[number];

/** An invitation as members see it (never its token or hash). */
export const respondentInvitationSchema = z.strictObject({
  id: z.string(),
  assessmentId: z.string(),
  tenantId: z.string(),
  email: z.string(),
  name: z.string().optional(),
  /** The controls they may answer; absent: every control. */
  controlRefs: z.array(z.string()).optional(),
  status: z.enum(respondentInvitationStatuses),
  expiresAt: isoDateTimeSchema,
  createdAt: isoDateTimeSchema,
  createdBy: z.string(),
  /** When the link was last emailed (resending makes a new token). */
  sentAt: isoDateTimeSchema,
  sendCount: z.number().int().min(1),
  revokedAt: isoDateTimeSchema.optional(),
  /** When they pressed "I'm done". */
  doneAt: isoDateTimeSchema.optional(),
  lastOpenedAt: isoDateTimeSchema.optional(),
});
export type RespondentInvitation = z.infer<typeof respondentInvitationSchema>;

/** An invitation's status at `now`: revoked and done win over expiry. */
export function respondentInvitationStatusAt(
  invite: { revokedAt?: string | undefined; doneAt?: string | undefined; expiresAt: string },
  now: Date,
): RespondentInvitationStatus {
  if (invite.revokedAt) return 'revoked';
  if (invite.doneAt) return 'done';
  return Date.parse(invite.expiresAt) <= now.getTime() ? 'expired' : 'active';
}

export const invitationControlRefsSchema = z
  .array(controlRefSchema)
  .min(1, 'Choose at least one control')
  .max(2000, 'At most 2000 controls');
