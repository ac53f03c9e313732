import { z } from 'zod';
import { localeSchema } from '../locales/schema.ts';
import { answerFieldsSchema, answerSchema } from '../assessments/answer.ts';
import { assessmentStatuses } from '../assessments/labels.ts';
import { controlRefSchema, controlSchema, domainSchema } from '../baselines/baseline.ts';
import { defineArea } from '../contracts/define.ts';
import { idOf, isoDateTimeSchema } from '../ids/index.ts';
import {
  INVITE_DAYS_MAX,
  invitationControlRefsSchema,
  respondentEmailSchema,
  respondentInvitationSchema,
  respondentNameSchema,
} from './respondent.ts';

const assessmentId = idOf('assessment');
const inviteRef = z.strictObject({ assessmentId, inviteId: idOf('invite') });
/** What the landing page sends: the ids of its path and the token of its link. */
const credential = { orgId: idOf('org'), tenantId: idOf('tenant'), token: idOf('respondentToken') };
const respondentAccess = { audience: 'public', credential: 'respondentToken' } as const;

export const respondentsContracts = defineArea('respondents', {
  /** Emails a link (`/in-progress/{tid}/{ttid}?token=…`) to answer all or some controls; expires after `expiresInDays` (default 14). */
  invite: {
    description: 'Invites an outside respondent by email to answer controls of an assessment.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({
      assessmentId,
      email: respondentEmailSchema,
      name: respondentNameSchema.optional(),
      controlRefs: invitationControlRefsSchema.optional(),
      expiresInDays: z
        .number()
        .int('Must be a whole number')
        .min(1, 'At least 1')
        .max(INVITE_DAYS_MAX, `At most ${INVITE_DAYS_MAX}`)
        .optional(),
    }),
    output: respondentInvitationSchema,
  },

  list: {
    description: 'The invitations of an assessment, newest first.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ assessmentId }),
    output: z.strictObject({ items: z.array(respondentInvitationSchema) }),
  },

  /** The link stops working at once. */
  revoke: {
    description: 'Revokes an invitation.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: inviteRef,
    output: respondentInvitationSchema,
  },

  /** Emails a new link (the old one stops working) and starts the expiry again. */
  resend: {
    description: 'Sends an invitation again with a new link.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: inviteRef,
    output: respondentInvitationSchema,
  },

  /** The landing page: tenant and assessment names, the respondent's controls and their answers. A bad, expired or revoked token → not-found, nothing else. */
  open: {
    description: 'What an invited respondent sees: their controls and answers.',
    access: respondentAccess,
    mutation: false,
    input: z.strictObject(credential),
    output: z.strictObject({
      tenantName: z.string(),
      assessment: z.strictObject({
        name: z.string(),
        status: z.enum(assessmentStatuses),
        baselineName: z.string(),
        baselineVersion: z.number().int(),
      }),
      respondent: z.strictObject({
        email: z.string(),
        name: z.string().optional(),
        expiresAt: isoDateTimeSchema,
        doneAt: isoDateTimeSchema.optional(),
      }),
      domains: z.array(domainSchema),
      controls: z.array(controlSchema),
      answers: z.array(answerSchema),
      serverTime: isoDateTimeSchema,
      /** The tenant's client language: the page speaks it unless the visitor chose another. */
      language: localeSchema,
    }),
  },

  /** Saves one of their answers, with the same revision rule as members (a newer answer → aborted with it). */
  saveAnswer: {
    description: 'Saves an invited respondent’s answer to one of their controls.',
    access: respondentAccess,
    mutation: true,
    input: z.strictObject({
      ...credential,
      controlRef: controlRefSchema,
      expectedRevision: z
        .number()
        .int('Must be a whole number')
        .min(0, 'At least 0')
        .max(1_000_000_000, 'At most 1000000000'),
      answer: answerFieldsSchema.omit({ exception: true }),
    }),
    output: z.strictObject({ answer: answerSchema }),
  },

  /** "I'm done": the member sees it on the invitation and in the activity. */
  done: {
    description: 'An invited respondent says they have finished.',
    access: respondentAccess,
    mutation: true,
    input: z.strictObject(credential),
    output: z.strictObject({ doneAt: isoDateTimeSchema }),
  },
});
