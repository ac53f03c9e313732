import { z } from 'zod';
import { controlRefSchema } from '../baselines/baseline.ts';
import { defineArea } from '../contracts/define.ts';
import { idOf, isoDateTimeSchema } from '../ids/index.ts';
import { answerFieldsSchema, answerSchema } from './answer.ts';
import { assessmentNameSchema, assessmentSchema, assessmentSummarySchema } from './assessment.ts';

const assessmentId = idOf('assessment');

export const assessmentsContracts = defineArea('assessments', {
  /** A new draft of a tenant against a published, non-retired baseline version, pinned. */
  create: {
    description: 'Starts an assessment of a tenant against a published baseline version.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({ tenantId: idOf('tenant'), baselineId: idOf('baseline'), name: assessmentNameSchema.optional() }),
    output: assessmentSchema,
  },

  /** The tenant's assessments, newest first (at most ASSESSMENT_LIST_MAX), each with its summary: one read per assessment. */
  list: {
    description: 'The assessments of a tenant with status, baseline, progress and score.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ tenantId: idOf('tenant') }),
    output: z.strictObject({ items: z.array(assessmentSchema), total: z.number().int().min(0) }),
  },

  /** The header, its summary and every answer (the baseline's controls come from baselines-get of `baseline.id`). */
  get: {
    description: 'One assessment with its summary and answers.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ assessmentId }),
    output: z.strictObject({ assessment: assessmentSchema, answers: z.array(answerSchema), serverTime: isoDateTimeSchema }),
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
      expectedRevision: z.number().int('Must be a whole number').min(0, 'At least 0').max(1_000_000_000, 'At most 1000000000'),
      answer: answerFieldsSchema,
    }),
    output: z.strictObject({ answer: answerSchema, summary: assessmentSummarySchema, status: assessmentSchema.shape.status }),
  },
});
