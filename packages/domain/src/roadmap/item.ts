// A roadmap item: one remediation task per gap of a tenant against a baseline lineage (SPEC §2–§3,
// issue 11). Generation owns priority and the source; people own what they edit: every field a
// person changes is listed in `edited`, and regeneration never overwrites a listed field.
import { z } from 'zod';
import { pinnedBaselineSchema } from '../assessments/assessment.ts';
import { isoDateTimeSchema } from '../ids/index.ts';
import { humanText } from '../text/index.ts';
import { roadmapHorizons } from './prioritise.ts';

export const ROADMAP_TITLE_MAX = 200;
export const ROADMAP_NOTES_MAX = 5000;
export const RISK_REASON_MAX = 1000;
/** A person's risk acceptance runs at most this long, like an answer's exception. */
export const RISK_ACCEPTANCE_MAX_DAYS = 366 * 3;
/** Items one bulk change touches (one transaction). */
export const ROADMAP_BULK_MAX = 100;
/** Items one list page holds: the board loads every open item in a few pages. */
export const ROADMAP_PAGE_MAX = 500;
/** Ranks order items inside a bucket; generation spaces them this far apart. */
export const RANK_STEP = 1024;
export const RANK_MAX = 1_000_000_000;

export const roadmapStatuses = ['open', 'in_progress', 'done', 'risk_accepted'] as const;
export type RoadmapStatus = (typeof roadmapStatuses)[number];
export const roadmapBuckets = roadmapHorizons;
export type RoadmapBucket = (typeof roadmapBuckets)[number];

/** The fields people edit; once edited, regeneration leaves them alone. */
export const editableRoadmapFields = ['title', 'status', 'bucket', 'ownerUid', 'dueDate', 'notes'] as const;
export type EditableRoadmapField = (typeof editableRoadmapFields)[number];

/** A calendar date (due dates have no time of day). */
export const calendarDateSchema = z
  .string()
  .max(10, 'Use a date like 2026-03-31')
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Use a date like 2026-03-31')
  .refine(
    (value) =>
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    { message: 'Not a real date', params: { rule: 'real-date' } },
  );

export const roadmapTitleSchema = humanText({ min: 1, max: ROADMAP_TITLE_MAX, required: 'Enter a title' });
export const roadmapNotesSchema = humanText({ max: ROADMAP_NOTES_MAX, multiline: true });
export const riskReasonSchema = humanText({
  min: 1,
  max: RISK_REASON_MAX,
  multiline: true,
  required: 'Enter why the risk is accepted',
});

export const riskAcceptanceSchema = z.strictObject({
  reason: z.string(),
  expiresAt: isoDateTimeSchema,
  /** `exception`: an exception accepted on the assessment's answer; `person`: set on the item. */
  source: z.enum(['exception', 'person']),
});
export type RiskAcceptance = z.infer<typeof riskAcceptanceSchema>;

export const roadmapItemSchema = z.strictObject({
  id: z.string(),
  tenantId: z.string(),
  /** The version of the latest completed assessment that generated or regenerated the item. */
  baseline: pinnedBaselineSchema,
  controlRef: z.string(),
  /** The control's id in that version (its guidance is found with it). */
  controlId: z.string(),
  title: z.string(),
  /** weight × (1 − credit) ÷ effort factor (SPEC §3). */
  priority: z.number().min(0),
  bucket: z.enum(roadmapBuckets),
  /** Order inside the bucket, ascending. */
  rank: z.number().min(0).max(RANK_MAX),
  status: z.enum(roadmapStatuses),
  /** Present exactly when status is risk_accepted. */
  riskAccepted: riskAcceptanceSchema.optional(),
  ownerUid: z.string().optional(),
  dueDate: calendarDateSchema.optional(),
  notes: z.string(),
  /** Fields a person changed (regeneration keeps them). */
  edited: z.array(z.enum(editableRoadmapFields)),
  /** Whether the control is a gap in the latest completed assessment. */
  gap: z.boolean(),
  /** The assessment the item last came from. */
  assessmentId: z.string(),
  createdAt: isoDateTimeSchema,
  updatedAt: isoDateTimeSchema,
  closedAt: isoDateTimeSchema.optional(),
});
export type RoadmapItem = z.infer<typeof roadmapItemSchema>;

/** Open work: everything but done. */
export function isActiveItem(item: Pick<RoadmapItem, 'status'>): boolean {
  return item.status !== 'done';
}

/** Past its due date (a date before `today`, `YYYY-MM-DD`) and not done. */
export function isOverdue(item: Pick<RoadmapItem, 'status' | 'dueDate'>, today: string): boolean {
  return item.status !== 'done' && item.dueDate !== undefined && item.dueDate < today;
}

/** The calendar date of an instant, in UTC. */
export function calendarDateOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/** The audit target of an item: its history is the organisation's audit entries with this target. */
export function roadmapItemTarget(itemId: string): string {
  return `roadmapItem/${itemId}`;
}
