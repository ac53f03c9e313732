// The rules of the roadmap (SPEC §2–§3, issue 11): lists in board order, people's changes (each
// changed field marked edited, audited in the same transaction), and generation from a
// completed assessment, which regenerates without touching what people edited.
import type { ContractParsedInput } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import type { AuditEntry } from '@assay/domain/audit';
import { activityTarget } from '@assay/domain/assessments';
import {
  ROADMAP_HISTORY_MAX,
  regenerateRoadmap,
  RISK_ACCEPTANCE_MAX_DAYS,
  roadmapItemTarget,
  withEdited,
} from '@assay/domain/roadmap';
import type {
  EditableRoadmapField,
  GeneratedItem,
  GenerationAnswer,
  RoadmapItem,
  roadmapContracts,
} from '@assay/domain/roadmap';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';

export type RoadmapListInput = ContractParsedInput<typeof roadmapContracts.list>;
export type RoadmapUpdateInput = ContractParsedInput<typeof roadmapContracts.update>;
export type RoadmapBulkInput = ContractParsedInput<typeof roadmapContracts.bulkUpdate>;
export type RoadmapMoveInput = ContractParsedInput<typeof roadmapContracts.move>;

const DAY_MS = 86_400_000;
/** Items written per transaction when generating (each may add an audit entry). */
const GENERATION_CHUNK = 200;

function itemNotFound(): DomainError {
  return new DomainError('not-found', 'This roadmap item does not exist or you cannot see it.', {
    reason: 'roadmap-item-not-found',
  });
}

async function requireItem(tx: OrgTransaction, id: string): Promise<RoadmapItem> {
  const item = await tx.roadmap.get(id);
  if (!item) throw itemNotFound();
  return item;
}

export async function listRoadmap(org: OrgData, input: RoadmapListInput, now: Date) {
  const [tenant, header, owner] = await Promise.all([
    input.tenantId ? org.tenants.get(input.tenantId) : null,
    input.baselineId ? org.baselines.header(input.baselineId) : null,
    input.ownerUid ? org.members.get(input.ownerUid) : null,
  ]);
  if (input.tenantId && !tenant)
    throw new DomainError('not-found', 'This tenant does not exist or you cannot see it.', {
      reason: 'tenant-not-found',
    });
  if (input.ownerUid && !owner)
    throw new DomainError('not-found', 'This member does not exist in your organisation.', {
      reason: 'member-not-found',
    });
  // Another organisation's private version or a global draft is answered like a missing one.
  const visible =
    header &&
    (header.baseline.owner.kind === 'global'
      ? header.baseline.status !== 'draft'
      : header.baseline.owner.tid === org.tid);
  if (input.baselineId && !visible)
    throw new DomainError('not-found', 'This baseline does not exist or you cannot see it.', {
      reason: 'baseline-not-found',
    });
  const facet = {
    tenantId: input.tenantId,
    lineageId: header?.baseline.lineageId,
    ownerUid: input.ownerUid,
    status: input.status,
    bucket: input.bucket,
  };
  const fingerprint = queryFingerprint(['roadmap', facet]);
  let after: { position: number; id: string } | undefined;
  if (input.cursor) {
    const decoded = decodeCursor(input.cursor, fingerprint, 'text');
    const position = Number(decoded.value);
    if (!Number.isFinite(position))
      throw new DomainError(
        'invalid-argument',
        'The page cursor does not belong to this list; start from the first page.',
        { fields: [{ path: 'cursor', rule: 'stale-cursor', message: 'Not a cursor of this list' }] },
      );
    after = { position, id: decoded.id };
  }
  const [page, total] = await Promise.all([
    org.roadmap.page({ facet, after, limit: input.pageSize }),
    org.roadmap.count(facet),
  ]);
  return {
    items: page.items,
    nextCursor: page.next
      ? encodeCursor(fingerprint, { value: String(page.next.position), id: page.next.id })
      : null,
    total,
    serverTime: now.toISOString(),
  };
}

export async function roadmapHistory(
  org: OrgData,
  itemId: string,
): Promise<{ item: RoadmapItem; items: AuditEntry[] }> {
  const [item, items] = await Promise.all([
    org.roadmap.get(itemId),
    org.roadmap.historyOf(itemId, ROADMAP_HISTORY_MAX),
  ]);
  if (!item) throw itemNotFound();
  return { item, items };
}

export type Change = Pick<
  RoadmapUpdateInput,
  'status' | 'riskAccepted' | 'ownerUid' | 'clearOwner' | 'dueDate'
> &
  Partial<Pick<RoadmapUpdateInput, 'title' | 'notes'>>;

function checkChange(change: Change, now: Date): void {
  if (change.ownerUid && change.clearOwner)
    throw new DomainError('invalid-argument', 'Choose an owner or clear it, not both.', {
      fields: [{ path: 'clearOwner', rule: 'owner-or-clear', message: 'Leave out when choosing an owner' }],
    });
  if (change.riskAccepted) {
    const expiresAt = Date.parse(change.riskAccepted.expiresAt);
    const field = 'riskAccepted.expiresAt';
    if (expiresAt <= now.getTime())
      throw new DomainError('invalid-argument', 'A risk acceptance must expire in the future.', {
        fields: [{ path: field, rule: 'future-date', message: 'Choose a date in the future' }],
      });
    if (expiresAt > now.getTime() + RISK_ACCEPTANCE_MAX_DAYS * DAY_MS)
      throw new DomainError(
        'invalid-argument',
        `A risk may be accepted for at most ${RISK_ACCEPTANCE_MAX_DAYS} days.`,
        {
          fields: [
            {
              path: field,
              rule: 'days-ahead',
              params: { max: RISK_ACCEPTANCE_MAX_DAYS },
              message: `At most ${RISK_ACCEPTANCE_MAX_DAYS} days ahead`,
            },
          ],
        },
      );
  }
}

/** The item after a person's change, and the fields it changed (none: nothing to write). */
function applyChange(
  item: RoadmapItem,
  change: Change,
  now: Date,
): { next: RoadmapItem; fields: EditableRoadmapField[] } {
  const next: RoadmapItem = { ...item };
  const fields: EditableRoadmapField[] = [];
  const at = now.toISOString();
  if (change.title !== undefined && change.title !== item.title) {
    next.title = change.title;
    fields.push('title');
  }
  if (change.notes !== undefined && change.notes !== item.notes) {
    next.notes = change.notes;
    fields.push('notes');
  }
  const status = change.status ?? item.status;
  if (status === 'risk_accepted') {
    const acceptance = change.riskAccepted
      ? {
          reason: change.riskAccepted.reason,
          expiresAt: new Date(change.riskAccepted.expiresAt).toISOString(),
          source: 'person' as const,
        }
      : item.riskAccepted;
    if (!acceptance)
      throw new DomainError('invalid-argument', 'Say why the risk is accepted and until when.', {
        fields: [
          { path: 'riskAccepted', rule: 'risk-acceptance', message: 'Enter the reason and the expiry' },
        ],
      });
    if (JSON.stringify(acceptance) !== JSON.stringify(item.riskAccepted) || item.status !== 'risk_accepted') {
      next.riskAccepted = acceptance;
      next.status = 'risk_accepted';
      fields.push('status');
    }
  } else {
    if (change.riskAccepted)
      throw new DomainError('invalid-argument', 'A reason and expiry go with the status "risk accepted".', {
        fields: [
          { path: 'riskAccepted', rule: 'risk-accepted-only', message: 'Only with status risk accepted' },
        ],
      });
    if (status !== item.status) {
      next.status = status;
      delete next.riskAccepted;
      fields.push('status');
    }
  }
  if (next.status === 'done' && item.status !== 'done') next.closedAt = at;
  if (next.status !== 'done') delete next.closedAt;
  const owner = change.clearOwner ? undefined : (change.ownerUid ?? item.ownerUid);
  if (owner !== item.ownerUid) {
    if (owner) next.ownerUid = owner;
    else delete next.ownerUid;
    fields.push('ownerUid');
  }
  if (change.dueDate !== undefined && (change.dueDate ?? undefined) !== item.dueDate) {
    if (change.dueDate) next.dueDate = change.dueDate;
    else delete next.dueDate;
    fields.push('dueDate');
  }
  if (fields.length === 0) return { next: item, fields };
  return { next: { ...next, edited: withEdited(item.edited, fields), updatedAt: at }, fields };
}

const fieldWords: Record<EditableRoadmapField, string> = {
  title: 'title',
  status: 'status',
  bucket: 'bucket',
  ownerUid: 'owner',
  dueDate: 'due date',
  notes: 'notes',
};

function recordChange(tx: OrgTransaction, item: RoadmapItem, fields: readonly EditableRoadmapField[]): void {
  tx.audit.record({
    target: roadmapItemTarget(item.id),
    tenantId: item.tenantId,
    summary: `Changed the ${fields.map((field) => fieldWords[field]).join(', ')} of a roadmap item`,
    subjectName: item.title,
    changedFields: [...fields],
  });
}

/**
 * An owner is a member of the organisation, or the shared user of the items' one tenant (so a
 * client can be given their own items: they may then change those items' status).
 */
async function requireOwner(
  tx: OrgTransaction,
  change: Change,
  items: readonly RoadmapItem[],
): Promise<void> {
  if (!change.ownerUid) return;
  const [member, shared] = await Promise.all([
    tx.members.get(change.ownerUid),
    tx.sharedUsers.get(change.ownerUid),
  ]);
  if (member) return;
  if (shared && !shared.revokedAt && items.every((item) => item.tenantId === shared.tenantId)) return;
  // A non-member is answered like an id that does not exist: whether someone is a user elsewhere is not revealed.
  throw new DomainError('not-found', 'This member does not exist in your organisation.', {
    reason: 'member-not-found',
  });
}

/** Writes a person's change of one item and its audit entry in `tx`; the item unchanged when nothing changed. */
export function writeItemChange(
  tx: OrgTransaction,
  item: RoadmapItem,
  change: Change,
  now: Date,
): RoadmapItem {
  const { next, fields } = applyChange(item, change, now);
  if (fields.length === 0) return item;
  tx.roadmap.put(next);
  recordChange(tx, next, fields);
  return next;
}

export async function updateRoadmapItem(
  org: OrgData,
  input: RoadmapUpdateInput,
  now: Date,
): Promise<RoadmapItem> {
  checkChange(input, now);
  return org.transaction(async (tx) => {
    const item = await requireItem(tx, input.itemId);
    await requireOwner(tx, input, [item]);
    return writeItemChange(tx, item, input, now);
  });
}

export async function bulkUpdateRoadmap(
  org: OrgData,
  input: RoadmapBulkInput,
  now: Date,
): Promise<{ updated: number }> {
  checkChange(input, now);
  const ids = [...new Set(input.itemIds)];
  return org.transaction(async (tx) => {
    const found = await Promise.all(ids.map((id) => tx.roadmap.get(id)));
    const items = found.filter((item): item is RoadmapItem => item !== null);
    if (items.length !== found.length) throw itemNotFound();
    await requireOwner(tx, input, items);
    let updated = 0;
    for (const item of items) if (writeItemChange(tx, item, input, now) !== item) updated += 1;
    return { updated };
  });
}

export async function moveRoadmapItem(
  org: OrgData,
  input: RoadmapMoveInput,
  now: Date,
): Promise<RoadmapItem> {
  return org.transaction(async (tx) => {
    const item = await requireItem(tx, input.itemId);
    if (item.bucket === input.bucket && item.rank === input.rank) return item;
    const next: RoadmapItem = {
      ...item,
      bucket: input.bucket,
      rank: input.rank,
      edited: withEdited(item.edited, ['bucket']),
      updatedAt: now.toISOString(),
    };
    tx.roadmap.put(next);
    const words = { now: 'Now', next: 'Next', later: 'Later' } as const;
    tx.audit.record({
      target: roadmapItemTarget(item.id),
      tenantId: item.tenantId,
      summary:
        item.bucket === input.bucket
          ? `Reordered a roadmap item in ${words[input.bucket]}`
          : `Moved a roadmap item from ${words[item.bucket]} to ${words[input.bucket]}`,
      subjectName: item.title,
      changedFields: ['bucket'],
    });
    return next;
  });
}

export interface GenerationCounts {
  created: number;
  updated: number;
  closed: number;
  reopened: number;
}

const changeWords = {
  closed: 'Closed the roadmap item: its control is no longer a gap',
  reopened: 'Reopened the roadmap item: its control is a gap again',
} as const;

/**
 * (Re)generates the roadmap of the assessment's tenant for its baseline lineage (issue 11). The
 * assessment must be completed and no older than the one the roadmap last came from. Reads the
 * version, the answers and the tenant's items of that lineage, then writes the changed items in
 * transactions of GENERATION_CHUNK, each re-reading its items (a person's edit in between wins).
 * Idempotent: a retry or a second run with the same assessment writes nothing.
 */
export async function generateRoadmap(
  org: OrgData,
  assessmentId: string,
  now: Date,
): Promise<GenerationCounts> {
  const assessment = await org.assessments.get(assessmentId);
  if (!assessment)
    throw new DomainError('not-found', 'This assessment does not exist or you cannot see it.', {
      reason: 'assessment-not-found',
    });
  if (assessment.status !== 'completed' || !assessment.completedAt)
    throw new DomainError(
      'failed-precondition',
      'Only a completed assessment generates a roadmap: complete it first.',
      { reason: 'assessment-not-completed' },
    );
  const { tenantId, baseline } = assessment;
  const source = await org.roadmap.source(tenantId, baseline.lineageId);
  if (
    source &&
    source.assessmentId !== assessmentId &&
    Date.parse(source.completedAt) > Date.parse(assessment.completedAt)
  ) {
    throw new DomainError(
      'failed-precondition',
      'A more recently completed assessment already generated this roadmap.',
      { reason: 'newer-roadmap' },
    );
  }
  const header = await org.baselines.header(baseline.id);
  if (!header)
    throw new Error(`Assessment ${assessmentId} pins baseline ${baseline.id}, which no longer exists`);
  const [version, answers, existing] = await Promise.all([
    org.baselines.load(header),
    org.assessments.answersOf(assessmentId),
    org.roadmap.ofScope(tenantId, baseline.lineageId),
  ]);
  const generation = (stored: readonly RoadmapItem[]) =>
    regenerateRoadmap({
      tenantId,
      assessmentId,
      baseline,
      controls: version.controls,
      answers: new Map<string, GenerationAnswer>(answers.map((answer) => [answer.ref, answer])),
      existing: stored,
      now,
      idFor: (ref) => org.roadmap.idFor(tenantId, baseline.lineageId, ref),
    });
  const planned = generation(existing);
  const counts: GenerationCounts = { created: 0, updated: 0, closed: 0, reopened: 0 };
  const chunks: string[][] = [];
  for (let start = 0; start < planned.length; start += GENERATION_CHUNK)
    chunks.push(planned.slice(start, start + GENERATION_CHUNK).map(({ item }) => item.id));
  const sourceChanged = source?.assessmentId !== assessmentId;
  if (chunks.length === 0 && sourceChanged) chunks.push([]);
  for (const [index, ids] of chunks.entries()) {
    const last = index === chunks.length - 1;
    await org.transaction(async (tx) => {
      const fresh = (await Promise.all(ids.map((id) => tx.roadmap.get(id)))).filter(
        (item): item is RoadmapItem => item !== null,
      );
      // Recomputed on what is stored now, then only this chunk's items are written.
      const wanted = new Set(ids);
      const results: GeneratedItem[] = generation([
        ...existing.filter((item) => !wanted.has(item.id)),
        ...fresh,
      ]).filter(({ item }) => wanted.has(item.id));
      for (const { item, change, fields } of results) {
        tx.roadmap.put(item);
        counts[change] += 1;
        if (
          change === 'closed' ||
          change === 'reopened' ||
          (change === 'updated' && fields.includes('status'))
        ) {
          // The item's own history; the organisation's log gets the one summary below.
          tx.roadmapHistory.record({
            target: roadmapItemTarget(item.id),
            tenantId,
            summary:
              change === 'updated'
                ? 'Updated the roadmap item’s status from the latest assessment'
                : changeWords[change],
            subjectName: item.title,
            changedFields: fields,
          });
        }
      }
      if (last) {
        tx.roadmap.putSource({
          tenantId,
          lineageId: baseline.lineageId,
          assessmentId,
          completedAt: assessment.completedAt ?? now.toISOString(),
        });
        tx.audit.record({
          target: activityTarget(assessmentId),
          tenantId,
          summary: `Generated the roadmap: ${counts.created} new, ${counts.closed} closed, ${counts.reopened} reopened, ${counts.updated} updated`,
          subjectName: assessment.name,
        });
      }
    });
  }
  return counts;
}

/** Reopens an item whose risk acceptance has expired (the daily job); false when there was nothing to do. */
export async function expireRiskAcceptance(org: OrgData, itemId: string, now: Date): Promise<boolean> {
  return org.transaction(async (tx) => {
    const item = await tx.roadmap.get(itemId);
    if (
      !item ||
      item.status !== 'risk_accepted' ||
      !item.riskAccepted ||
      Date.parse(item.riskAccepted.expiresAt) > now.getTime()
    )
      return false;
    const { riskAccepted, ...rest } = item;
    // The status is the system's again: a later regeneration may close the item when the control is met.
    tx.roadmap.put({
      ...rest,
      status: 'open',
      edited: item.edited.filter((field) => field !== 'status'),
      updatedAt: now.toISOString(),
    });
    tx.audit.record({
      target: roadmapItemTarget(item.id),
      tenantId: item.tenantId,
      summary: 'The risk acceptance expired: the roadmap item is open again',
      subjectName: riskAccepted.reason,
      changedFields: ['status'],
    });
    return true;
  });
}
