// Generation and regeneration of a tenant's roadmap for one baseline lineage from a completed
// assessment (SPEC §3, issue 11). Pure: it takes the items stored so far and returns the items to
// write. Rules:
// - one item per applicable control not fully met (unanswered included), prioritised and bucketed
//   by thirds (prioritise.ts);
// - an answer's exception in force makes the item "risk accepted" with the exception's expiry;
// - an item whose control is no longer a gap (met, not applicable, or gone from the version) is
//   closed as done; one that becomes a gap again reopens;
// - items are never deleted (their history stays), and a field a person edited is never changed;
// - running it again with the same assessment changes nothing (the result is a fixed point).
import { creditFor } from '../scoring/score.ts';
import type { AnswerStatus } from '../scoring/score.ts';
import type { PinnedBaseline } from '../assessments/assessment.ts';
import { editableRoadmapFields, RANK_STEP } from './item.ts';
import type { EditableRoadmapField, RoadmapItem } from './item.ts';
import { prioritiseRoadmap } from './prioritise.ts';
import type { Effort } from './prioritise.ts';

export interface GenerationControl {
  id: string;
  ref: string;
  title: string;
  weight: number;
  effort: Effort;
}

export interface GenerationAnswer {
  status?: AnswerStatus | undefined;
  exception?: { reason: string; expiresAt: string; expired: boolean } | undefined;
}

export interface GenerationInput {
  tenantId: string;
  assessmentId: string;
  baseline: PinnedBaseline;
  /** The version's controls, in order. */
  controls: readonly GenerationControl[];
  /** Answers by control ref. */
  answers: ReadonlyMap<string, GenerationAnswer>;
  /** The items of this tenant and lineage stored so far. */
  existing: readonly RoadmapItem[];
  now: Date;
  /** The id of a new item of a control ref (deterministic, so a retried generation creates nothing twice). */
  idFor: (ref: string) => string;
}

export type GenerationChange = 'created' | 'updated' | 'closed' | 'reopened';

export interface GeneratedItem {
  item: RoadmapItem;
  change: GenerationChange;
  /** The fields that changed (empty for a new item). */
  fields: string[];
}

function exceptionInForce(answer: GenerationAnswer | undefined, now: Date): GenerationAnswer['exception'] {
  const exception = answer?.exception;
  return exception && !exception.expired && Date.parse(exception.expiresAt) > now.getTime()
    ? exception
    : undefined;
}

/** The fields generation compares (what a stored item holds besides its timestamps). */
const comparedFields = [
  'title',
  'baseline',
  'controlId',
  'priority',
  'bucket',
  'rank',
  'status',
  'riskAccepted',
  'gap',
  'assessmentId',
] as const;

/** Equal as data, whatever the order of object keys (stored documents come back in any order). */
function same(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

export function regenerateRoadmap(input: GenerationInput): GeneratedItem[] {
  const { now } = input;
  const at = now.toISOString();
  const candidates = input.controls.flatMap((control) => {
    const answer = input.answers.get(control.ref);
    // An exception in force on an unanswered or failing control keeps the underlying credit.
    const credit = creditFor(answer?.exception?.expired ? 'not_met' : answer?.status);
    return credit === null || credit >= 1
      ? []
      : [{ controlId: control.id, weight: control.weight, effort: control.effort, credit, control }];
  });
  const prioritised = prioritiseRoadmap(candidates);
  const existingByRef = new Map(input.existing.map((item) => [item.controlRef, item]));
  const results: GeneratedItem[] = [];
  const seen = new Set<string>();

  prioritised.forEach(({ item: candidate, priority, horizon }, index) => {
    const { control } = candidate;
    seen.add(control.ref);
    const current = existingByRef.get(control.ref);
    const exception = exceptionInForce(input.answers.get(control.ref), now);
    const edited = new Set<EditableRoadmapField>(current?.edited ?? []);
    const generated = {
      title: control.title,
      bucket: horizon,
      rank: (index + 1) * RANK_STEP,
      ...(exception
        ? {
            status: 'risk_accepted' as const,
            riskAccepted: {
              reason: exception.reason,
              expiresAt: new Date(Date.parse(exception.expiresAt)).toISOString(),
              source: 'exception' as const,
            },
          }
        : { status: 'open' as const, riskAccepted: undefined }),
    };
    if (!current) {
      const { riskAccepted, ...rest } = generated;
      results.push({
        change: 'created',
        fields: [],
        item: {
          id: input.idFor(control.ref),
          tenantId: input.tenantId,
          baseline: input.baseline,
          controlRef: control.ref,
          controlId: control.id,
          ...rest,
          ...(riskAccepted ? { riskAccepted } : {}),
          priority,
          notes: '',
          edited: [],
          gap: true,
          assessmentId: input.assessmentId,
          createdAt: at,
          updatedAt: at,
        },
      });
      return;
    }
    const next: RoadmapItem = {
      ...current,
      baseline: input.baseline,
      controlId: control.id,
      priority,
      gap: true,
      assessmentId: input.assessmentId,
    };
    if (!edited.has('title')) next.title = generated.title;
    if (!edited.has('bucket')) {
      next.bucket = generated.bucket;
      next.rank = generated.rank;
    }
    if (!edited.has('status')) {
      // Keep work in progress; otherwise the generated status (open, or risk accepted).
      const keepProgress = current.status === 'in_progress' && generated.status === 'open';
      if (!keepProgress) {
        next.status = generated.status;
        if (generated.riskAccepted) next.riskAccepted = generated.riskAccepted;
        else delete next.riskAccepted;
      }
      if (next.status !== 'done') delete next.closedAt;
    }
    results.push(
      changeOf(
        current,
        next,
        at,
        current.status === 'done' && next.status !== 'done' ? 'reopened' : 'updated',
      ),
    );
  });

  // Items whose control is no longer a gap: closed (unless a person owns the status), never deleted.
  for (const current of input.existing) {
    if (seen.has(current.controlRef)) continue;
    const next: RoadmapItem = { ...current, gap: false, assessmentId: input.assessmentId };
    const control = input.controls.find((candidate) => candidate.ref === current.controlRef);
    if (control) {
      next.baseline = input.baseline;
      next.controlId = control.id;
    }
    const closes = !current.edited.includes('status') && current.status !== 'done';
    if (closes) {
      next.status = 'done';
      delete next.riskAccepted;
      next.closedAt = at;
    }
    results.push(changeOf(current, next, at, closes ? 'closed' : 'updated'));
  }
  return results.filter((result) => result.change === 'created' || result.fields.length > 0);
}

function changeOf(
  current: RoadmapItem,
  next: RoadmapItem,
  at: string,
  change: GenerationChange,
): GeneratedItem {
  const fields = comparedFields.filter((field) => !same(current[field], next[field]));
  return { change, fields, item: fields.length > 0 ? { ...next, updatedAt: at } : current };
}

/** Fields a person may edit, in a stable order (for `edited`). */
export function withEdited(
  edited: readonly EditableRoadmapField[],
  fields: readonly EditableRoadmapField[],
): EditableRoadmapField[] {
  const all = new Set([...edited, ...fields]);
  return editableRoadmapFields.filter((field) => all.has(field));
}
