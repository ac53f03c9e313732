import { z } from 'zod';
import { answerSchema } from '../assessments/answer.ts';
import { assessmentSchema } from '../assessments/assessment.ts';
import { controlSchema, domainSchema } from '../baselines/baseline.ts';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { organisationBrandingSchema } from '../org/organisation.ts';
import { ROADMAP_PAGE_MAX, roadmapItemSchema } from '../roadmap/item.ts';
import { humanText } from '../text/index.ts';
import { tenantSchema } from '../tenants/tenant.ts';

const tenantId = idOf('tenant');

/** A comment is one line of an item's history (the audit entry's subject), so it is as long as one. */
export const SHARED_COMMENT_MAX = 200;
/** Statuses a shared user may set on an item assigned to them (accepting a risk stays the organisation's call). */
export const sharedRoadmapStatuses = ['open', 'in_progress', 'done'] as const;
export const SHARED_HISTORY_MAX = 100;

/**
 * One line of an item's history as a shared user sees it: what happened and when, a comment's
 * text, and whether it was theirs; never who else (members' ids stay inside the organisation).
 */
export const sharedHistoryEntrySchema = z.strictObject({
  id: z.string(),
  at: z.string(),
  summary: z.string(),
  comment: z.string().optional(),
  mine: z.boolean(),
});
export type SharedHistoryEntry = z.infer<typeof sharedHistoryEntrySchema>;

const sharedItemRef = { tenantId, itemId: idOf('roadmapItem') };

/** The organisation as its shared users see it: the name and the branding of the report. */
export const sharingOrganisationSchema = z.strictObject({
  name: z.string(),
  branding: organisationBrandingSchema.optional(),
});

/**
 * What a shared user reads: only their own tenant (`ttid`), only completed assessments. Any other
 * tenant or assessment is not-found, whether it exists or not.
 */
export const sharedContracts = defineArea('shared', {
  /** The tenant, the sharing organisation and the completed assessments (summaries): the overview and the assessments tab. */
  overview: {
    description: 'The shared tenant with its completed assessments.',
    access: { audience: 'shared' },
    mutation: false,
    input: z.strictObject({ tenantId }),
    output: z.strictObject({
      organisation: sharingOrganisationSchema,
      tenant: tenantSchema,
      assessments: z.array(assessmentSchema),
    }),
  },

  /** One completed assessment with its answers and its baseline version's domains and controls: the results and the report. */
  assessment: {
    description: 'The results of one completed assessment of the shared tenant.',
    access: { audience: 'shared' },
    mutation: false,
    input: z.strictObject({ tenantId, assessmentId: idOf('assessment') }),
    output: z.strictObject({
      organisation: sharingOrganisationSchema,
      assessment: assessmentSchema,
      answers: z.array(answerSchema),
      domains: z.array(domainSchema),
      controls: z.array(controlSchema),
    }),
  },

  /** Every roadmap item of the shared tenant (done ones too), board order, at most ROADMAP_PAGE_MAX. */
  roadmap: {
    description: 'The roadmap items of the shared tenant.',
    access: { audience: 'shared' },
    mutation: false,
    input: z.strictObject({ tenantId }),
    output: z.strictObject({
      items: z.array(roadmapItemSchema).max(ROADMAP_PAGE_MAX),
      total: z.number().int().min(0),
    }),
  },

  /** One item of the shared tenant with its history (changes and comments), newest first. */
  roadmapItem: {
    description: 'One roadmap item of the shared tenant with its history.',
    access: { audience: 'shared' },
    mutation: false,
    input: z.strictObject(sharedItemRef),
    output: z.strictObject({
      item: roadmapItemSchema,
      history: z.array(sharedHistoryEntrySchema).max(SHARED_HISTORY_MAX),
    }),
  },

  /** Adds a comment to any item of the shared tenant: members read it in the item's history. */
  roadmapComment: {
    description: 'Comment on a roadmap item of the shared tenant.',
    access: { audience: 'shared' },
    mutation: true,
    input: z.strictObject({
      ...sharedItemRef,
      comment: humanText({ min: 1, max: SHARED_COMMENT_MAX, required: 'Write a comment' }),
    }),
    output: sharedHistoryEntrySchema,
  },

  /**
   * Changes the status of an item assigned to the caller (a member made them its owner);
   * permission-denied on any other item of their tenant.
   */
  roadmapSetStatus: {
    description: 'Change the status of a roadmap item assigned to you.',
    access: { audience: 'shared' },
    mutation: true,
    input: z.strictObject({ ...sharedItemRef, status: z.enum(sharedRoadmapStatuses) }),
    output: roadmapItemSchema,
  },
});
