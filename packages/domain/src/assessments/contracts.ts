import { z } from 'zod';
import { controlRefSchema } from '../baselines/baseline.ts';
import { defineArea } from '../contracts/define.ts';
import { idOf, isoDateTimeSchema } from '../ids/index.ts';
import { auditEntrySchema } from '../audit/index.ts';
import { answerFieldsSchema, answerSchema } from './answer.ts';
import {
  ACTIVITY_MAX,
  ASSIGN_REFS_MAX,
  assessmentNameSchema,
  assessmentSchema,
  assessmentSummarySchema,
  CHANGES_MAX,
  pinnedBaselineSchema,
  reopenReasonSchema,
} from './assessment.ts';

const assessmentId = idOf('assessment');
const byId = z.strictObject({ assessmentId });
const controlLine = z.strictObject({ ref: z.string(), title: z.string() });

/** What moving to another version would do: controls added, removed, changed, and the score before and after. */
export const versionMovePreviewSchema = z.strictObject({
  from: pinnedBaselineSchema,
  to: pinnedBaselineSchema,
  added: z.array(controlLine),
  removed: z.array(controlLine),
  /** Controls in both versions whose fields differ (paired by ref), with the fields that changed. */
  changed: z.array(z.strictObject({ ref: z.string(), title: z.string(), fields: z.array(z.string()) })),
  /** Answers whose control is in the new version (carried over by ref) and those left behind. */
  answersCarried: z.number().int().min(0),
  answersLeftBehind: z.number().int().min(0),
  before: z.strictObject({ score: z.number().nullable(), coverage: z.number().nullable() }),
  after: z.strictObject({ score: z.number().nullable(), coverage: z.number().nullable() }),
});

export const assessmentsContracts = defineArea('assessments', {
  /** A new draft of a tenant against a published, non-retired baseline version, pinned. */
  create: {
    description: 'Starts an assessment of a tenant against a published baseline version.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({
      tenantId: idOf('tenant'),
      baselineId: idOf('baseline'),
      name: assessmentNameSchema.optional(),
    }),
    output: assessmentSchema,
  },

  /** The tenant's assessments, newest first (at most ASSESSMENT_LIST_MAX), each with its summary: one read per assessment. */
  list: {
    description: 'The assessments of a tenant with status, baseline, progress and score.',
    api: { path: '/tenants/{tenantId}/assessments' },
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ tenantId: idOf('tenant') }),
    output: z.strictObject({ items: z.array(assessmentSchema), total: z.number().int().min(0) }),
  },

  /** The header, its summary and every answer (the baseline's controls come from baselines-get of `baseline.id`). */
  get: {
    description: 'One assessment with its summary and answers.',
    api: { path: '/assessments/{assessmentId}' },
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ assessmentId }),
    output: z.strictObject({
      assessment: assessmentSchema,
      answers: z.array(answerSchema),
      serverTime: isoDateTimeSchema,
    }),
  },

  /**
   * Replaces the answer of one control. `expectedRevision` is the revision the client last saw
   * (0 for a control never answered): if someone saved a newer one, `aborted` with
   * `details.conflict = { current, updatedBy, updatedAt }` and nothing is written.
   */
  saveAnswer: {
    description: 'Saves the answer of one control, refusing to overwrite a newer one.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({
      assessmentId,
      controlRef: controlRefSchema,
      expectedRevision: z
        .number()
        .int('Must be a whole number')
        .min(0, 'At least 0')
        .max(1_000_000_000, 'At most 1000000000'),
      answer: answerFieldsSchema,
    }),
    output: z.strictObject({
      answer: answerSchema,
      summary: assessmentSummarySchema,
      status: assessmentSchema.shape.status,
    }),
  },

  /** in_progress → submitted (ready for review). */
  submit: {
    description: 'Marks an assessment in progress as ready for review.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: byId,
    output: assessmentSchema,
  },

  /** submitted → completed: the result counts in the tenant's overview and trend. */
  complete: {
    description: 'Completes a submitted assessment.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: byId,
    output: assessmentSchema,
  },

  /** completed (or submitted) → in_progress, with the reason in the header and the activity. */
  reopen: {
    description: 'Reopens a completed or submitted assessment, saying why.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({ assessmentId, reason: reopenReasonSchema }),
    output: assessmentSchema,
  },

  /** Any status → archived: kept, read-only, out of the tenant's trend. */
  archive: {
    description: 'Archives an assessment.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: byId,
    output: assessmentSchema,
  },

  /**
   * Assigns controls to a member (without `assigneeUid`: unassigns). A domain is assigned by passing its controls'
   * refs. The assignee must be a member of the organisation; answers keep their revision.
   */
  assign: {
    description: 'Assigns controls of an assessment to a member.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({
      assessmentId,
      controlRefs: z
        .array(controlRefSchema)
        .min(1, 'Choose at least one control')
        .max(ASSIGN_REFS_MAX, `At most ${ASSIGN_REFS_MAX} controls at once`),
      /** The member; absent: unassign. */
      assigneeUid: idOf('member').optional(),
    }),
    output: z.strictObject({ assigned: z.number().int().min(0) }),
  },

  /**
   * What changed since `since` (the `serverTime` of the previous call), for a workspace polling
   * every few seconds: the header with its summary and every answer changed after `since` minus a
   * few seconds (transactions in flight commit after their time stamp; duplicates are harmless,
   * merge by ref and revision). `more` says the page was full: call again with the new serverTime.
   */
  changesSince: {
    description: 'The header and the answers changed since a time, for polling.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ assessmentId, since: isoDateTimeSchema }),
    output: z.strictObject({
      assessment: assessmentSchema,
      answers: z.array(answerSchema).max(CHANGES_MAX),
      more: z.boolean(),
      serverTime: isoDateTimeSchema,
    }),
  },

  /** The assessment's activity, newest first: lifecycle, reopen reasons, assignments, invitations, expired exceptions. */
  activity: {
    description: 'What happened to an assessment, newest first.',
    api: { path: '/assessments/{assessmentId}/activity' },
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: byId,
    output: z.strictObject({ items: z.array(auditEntrySchema).max(ACTIVITY_MAX) }),
  },

  /** Moving to another published version of the same baseline: the difference and the score before and after (nothing changes). */
  previewVersionMove: {
    description: 'What moving an assessment to another version of its baseline would change.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: false,
    input: z.strictObject({ assessmentId, baselineId: idOf('baseline') }),
    output: versionMovePreviewSchema,
  },

  /**
   * Pins a newer published version of the same baseline; answers carry over by control ref and the
   * summary is recomputed. Not for a completed or archived assessment (reopen it first).
   */
  moveVersion: {
    description: 'Moves an assessment to a newer published version of its baseline.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({ assessmentId, baselineId: idOf('baseline') }),
    output: assessmentSchema,
  },
});
