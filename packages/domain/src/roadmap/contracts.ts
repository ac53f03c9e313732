import { z } from 'zod';
import { auditEntrySchema } from '../audit/index.ts';
import { defineArea } from '../contracts/define.ts';
import { cursorSchema, idOf, isoDateTimeSchema } from '../ids/index.ts';
import {
  calendarDateSchema,
  RANK_MAX,
  riskReasonSchema,
  ROADMAP_BULK_MAX,
  ROADMAP_PAGE_MAX,
  roadmapBuckets,
  roadmapItemSchema,
  roadmapNotesSchema,
  roadmapStatuses,
  roadmapTitleSchema,
} from './item.ts';

const itemId = idOf('roadmapItem');
/** `active`: every status but done (the board). */
export const roadmapStatusFilters = [...roadmapStatuses, 'active', 'all'] as const;
export type RoadmapStatusFilter = (typeof roadmapStatusFilters)[number];
export const ROADMAP_HISTORY_MAX = 100;

export const roadmapListInputSchema = z.strictObject({
  tenantId: idOf('tenant').optional(),
  /** A baseline version: the items of its lineage (the tenant page's focus); needs `tenantId`. */
  baselineId: idOf('baseline').optional(),
  /** Items owned by this member (a non-member is answered like a missing id). */
  ownerUid: idOf('member').optional(),
  status: z.enum(roadmapStatusFilters).default('active'),
  bucket: z.enum(roadmapBuckets).optional(),
  pageSize: z
    .number()
    .int('Must be a whole number')
    .min(1, 'At least 1')
    .max(ROADMAP_PAGE_MAX, `At most ${ROADMAP_PAGE_MAX}`)
    .default(100),
  cursor: cursorSchema.optional(),
});

/** A person's risk acceptance: a reason and an expiry in the future (the item reopens then). */
export const riskAcceptanceInputSchema = z.strictObject({
  reason: riskReasonSchema,
  expiresAt: isoDateTimeSchema,
});

/** What a person may change on items; an absent field is left as is, `null` clears a due date. */
const changeFields = {
  status: z.enum(roadmapStatuses).optional(),
  /** Required with status risk_accepted. */
  riskAccepted: riskAcceptanceInputSchema.optional(),
  /** A member of the organisation, or the shared user of the items' tenant (who may then set their status). */
  ownerUid: idOf('member').optional(),
  /** Removes the owner (ids are never nullable, so their pattern stays checkable). */
  clearOwner: z.literal(true).optional(),
  dueDate: calendarDateSchema.nullable().optional(),
};

const counts = z.strictObject({
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  closed: z.number().int().min(0),
  reopened: z.number().int().min(0),
});

export const roadmapContracts = defineArea('roadmap', {
  /** Items of the organisation, board order (bucket, then rank), filtered and paged. */
  list: {
    description:
      'The roadmap items of the organisation, filtered by tenant, focus, owner, status and bucket.',
    api: { path: '/roadmap' },
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: roadmapListInputSchema,
    output: z.strictObject({
      items: z.array(roadmapItemSchema),
      nextCursor: z.string().nullable(),
      total: z.number().int().min(0),
      serverTime: isoDateTimeSchema,
    }),
  },

  /** Who changed what on an item, newest first. */
  history: {
    description: 'The history of one roadmap item.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ itemId }),
    output: z.strictObject({
      item: roadmapItemSchema,
      items: z.array(auditEntrySchema).max(ROADMAP_HISTORY_MAX),
    }),
  },

  /** Changes fields of one item; each changed field is marked edited (regeneration keeps it). */
  update: {
    description: 'Changes the title, status, owner, due date or notes of a roadmap item.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({
      itemId,
      title: roadmapTitleSchema.optional(),
      notes: roadmapNotesSchema.optional(),
      ...changeFields,
    }),
    output: roadmapItemSchema,
  },

  /** The same change on several items at once (all or nothing). */
  bulkUpdate: {
    description: 'Changes the status, owner or due date of several roadmap items.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({
      itemIds: z
        .array(itemId)
        .min(1, 'Choose at least one item')
        .max(ROADMAP_BULK_MAX, `At most ${ROADMAP_BULK_MAX} items at once`),
      ...changeFields,
    }),
    output: z.strictObject({ updated: z.number().int().min(0) }),
  },

  /** Moves an item to a bucket at a rank (the board's drag and keyboard moves). */
  move: {
    description: 'Moves a roadmap item to Now, Next or Later, at a position.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({
      itemId,
      bucket: z.enum(roadmapBuckets),
      rank: z.number().min(0, 'At least 0').max(RANK_MAX, `At most ${RANK_MAX}`),
    }),
    output: roadmapItemSchema,
  },

  /**
   * A new secret address of the caller's calendar feed of due dates (shown once: only its hash
   * is stored); the previous address, if any, stops working.
   */
  calendarLink: {
    description:
      'Creates the caller’s secret calendar (iCalendar) address of roadmap due dates, replacing any previous one.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: true,
    input: z.strictObject({}),
    output: z.strictObject({ url: z.string(), createdAt: isoDateTimeSchema }),
  },

  /** Revokes the caller's calendar feed address. */
  revokeCalendar: {
    description: 'Revokes the caller’s calendar address.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: true,
    input: z.strictObject({}),
    output: z.strictObject({ revoked: z.boolean() }),
  },

  /** (Re)generates the tenant's roadmap for the assessment's baseline from a completed assessment. */
  generate: {
    description: 'Generates or regenerates the roadmap from a completed assessment.',
    access: { audience: 'member', minRole: 'editor' },
    mutation: true,
    input: z.strictObject({ assessmentId: idOf('assessment') }),
    output: counts,
  },
});
