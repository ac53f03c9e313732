// An assessment: one tenant against one published baseline version, pinned (SPEC §2, issue 10).
import { z } from 'zod';
import { isoDateTimeSchema } from '../ids/index.ts';
import { humanText } from '../text/index.ts';
import { assessmentStatuses, type AssessmentStatus } from './labels.ts';

export const ASSESSMENT_NAME_MAX = 200;
export const REOPEN_REASON_MAX = 1000;
/** The newest assessments a tenant's list shows (a tenant gains a few a year). */
export const ASSESSMENT_LIST_MAX = 200;
/** Controls one assign call changes (one transaction). */
export const ASSIGN_REFS_MAX = 500;
/** Answers one changes-since call returns. */
export const CHANGES_MAX = 500;
/** How far before `since` changes-since looks again: transactions commit after their time stamp. */
export const CHANGES_OVERLAP_MS = 10_000;
/** Activity entries one call returns. */
export const ACTIVITY_MAX = 100;

export const assessmentNameSchema = humanText({ min: 1, max: ASSESSMENT_NAME_MAX, required: 'Enter a name' });
export const reopenReasonSchema = humanText({
  min: 1,
  max: REOPEN_REASON_MAX,
  multiline: true,
  required: 'Say why it is reopened',
});

const count = z.number().int().min(0);
const tallyShape = {
  controls: count,
  applicable: count,
  answered: count,
  met: count,
  partial: count,
  notMet: count,
  notApplicable: count,
  exceptions: count,
  earned: z.number().min(0),
  possible: z.number().min(0),
  score: z.number().min(0).max(100).nullable(),
  coverage: z.number().min(0).max(100).nullable(),
};

export const domainSummarySchema = z.strictObject({ domainId: z.string(), ...tallyShape });
/** Counts per status, coverage and score overall and by domain (@assay/domain/scoring). */
export const assessmentSummarySchema = z.strictObject({
  ...tallyShape,
  domains: z.array(domainSummarySchema),
});

/** The pinned baseline version. */
export const pinnedBaselineSchema = z.strictObject({
  id: z.string(),
  lineageId: z.string(),
  name: z.string(),
  version: z.number().int().min(1),
});
export type PinnedBaseline = z.infer<typeof pinnedBaselineSchema>;

export const assessmentSchema = z.strictObject({
  id: z.string(),
  tenantId: z.string(),
  name: z.string(),
  status: z.enum(assessmentStatuses),
  baseline: pinnedBaselineSchema,
  ownerUid: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  submittedAt: isoDateTimeSchema.optional(),
  completedAt: isoDateTimeSchema.optional(),
  archivedAt: isoDateTimeSchema.optional(),
  /** The latest reopening and its reason. */
  reopened: z.strictObject({ at: isoDateTimeSchema, by: z.string(), reason: z.string() }).optional(),
  summary: assessmentSummarySchema,
});
export type Assessment = z.infer<typeof assessmentSchema>;

/** The audit actor of an outside respondent's changes: their invitation, not a user. */
export function respondentActor(inviteId: string): string {
  return `respondent-${inviteId}`;
}

/** Who an audit actor is: a member (a uid), an outside respondent, or the service itself (`system-…`, the daily jobs). */
export function actorKindOf(actorUid: string): 'member' | 'respondent' | 'system' {
  if (actorUid.startsWith('respondent-')) return 'respondent';
  return actorUid.startsWith('system-') ? 'system' : 'member';
}

/** The audit target of an assessment: its activity is the organisation's audit entries with this target. */
export function activityTarget(assessmentId: string): string {
  return `assessment/${assessmentId}`;
}

/** The operations that move an assessment between statuses, and where each may start. */
export const transitions = {
  submit: { from: ['in_progress'], to: 'submitted' },
  complete: { from: ['submitted'], to: 'completed' },
  reopen: { from: ['completed', 'submitted'], to: 'in_progress' },
  archive: { from: ['draft', 'in_progress', 'submitted', 'completed'], to: 'archived' },
} as const satisfies Record<string, { from: readonly AssessmentStatus[]; to: AssessmentStatus }>;
export type Transition = keyof typeof transitions;

export function canTransition(status: AssessmentStatus, transition: Transition): boolean {
  return (transitions[transition].from as readonly AssessmentStatus[]).includes(status);
}
