// One answer per control of an assessment (SPEC §2 workspace). Saving carries the revision the
// client last saw, so a newer answer by someone else is a conflict, never overwritten silently.
import { z } from 'zod';
import { controlRefSchema } from '../baselines/baseline.ts';
import { isoDateTimeSchema } from '../ids/index.ts';
import { answerStatuses } from '../scoring/score.ts';
import { humanText } from '../text/index.ts';
import {
  COMMENT_MAX,
  EVIDENCE_MAX,
  EVIDENCE_URL_MAX,
  EXCEPTION_REASON_MAX,
  evidenceUrlProblem,
  evidenceUrlProblemText,
  MATURITY_MAX,
  MATURITY_MIN,
} from './labels.ts';

export const answerStatusSchema = z.enum(answerStatuses);

export const evidenceUrlSchema = z
  .string()
  .trim()
  .min(1, 'Enter an address')
  .max(EVIDENCE_URL_MAX, `At most ${EVIDENCE_URL_MAX} characters`)
  .superRefine((value, ctx) => {
    const problem = evidenceUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: evidenceUrlProblemText[problem] });
  });

export const maturitySchema = z
  .number()
  .int('Must be a whole number')
  .min(MATURITY_MIN, `At least ${MATURITY_MIN}`)
  .max(MATURITY_MAX, `At most ${MATURITY_MAX}`);
export const answerCommentSchema = humanText({ max: COMMENT_MAX, multiline: true });
export const exceptionReasonSchema = humanText({
  min: 1,
  max: EXCEPTION_REASON_MAX,
  multiline: true,
  required: 'Enter the reason the exception is accepted',
});

/** What the person answering sets; saving replaces all of it (an absent field is cleared). */
export const answerFieldsSchema = z.strictObject({
  /** null: not answered yet (a comment or evidence may still be saved). */
  status: answerStatusSchema.nullable(),
  maturity: maturitySchema.nullable().optional(),
  comment: answerCommentSchema.optional(),
  evidence: z.array(evidenceUrlSchema).max(EVIDENCE_MAX, `At most ${EVIDENCE_MAX} links`).optional(),
  /** An accepted exception: reason and expiry required; while in force the control is left out of the score. */
  exception: z
    .strictObject({ reason: exceptionReasonSchema, expiresAt: isoDateTimeSchema })
    .nullable()
    .optional(),
});
export type AnswerFields = z.input<typeof answerFieldsSchema>;

export const answerExceptionSchema = z.strictObject({
  reason: z.string(),
  expiresAt: isoDateTimeSchema,
  acceptedBy: z.string(),
  acceptedAt: isoDateTimeSchema,
  /** Set by the daily expiry job: the control counts as not met again. */
  expired: z.boolean(),
});
export type AnswerException = z.infer<typeof answerExceptionSchema>;

/** Who last changed an answer: a member (uid) or an external respondent (their invitation). */
export const answerAuthorSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('member'), uid: z.string() }),
  z.strictObject({ kind: z.literal('respondent'), inviteId: z.string(), email: z.string() }),
  z.strictObject({ kind: z.literal('system') }),
]);
export type AnswerAuthor = z.infer<typeof answerAuthorSchema>;

/** The stored answer of one control, keyed by the control's ref (so answers carry over to a newer version). */
export const answerSchema = z.strictObject({
  ref: controlRefSchema,
  status: answerStatusSchema.optional(),
  maturity: maturitySchema.optional(),
  comment: z.string(),
  evidence: z.array(z.string()),
  exception: answerExceptionSchema.optional(),
  /** The member the control is assigned to. */
  assigneeUid: z.string().optional(),
  /** Bumped by every change of the answer's content (not by assignment); 0 = never answered. */
  revision: z.number().int().min(0),
  updatedAt: isoDateTimeSchema,
  updatedBy: answerAuthorSchema,
});
export type Answer = z.infer<typeof answerSchema>;

/** Details of a conflict: the newer answer and who saved it when. */
export interface AnswerConflictDetails {
  conflict: { current: Answer; updatedBy: AnswerAuthor; updatedAt: string };
  [key: string]: unknown;
}
