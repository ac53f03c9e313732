import { describe, expect, it } from 'vitest';
import { contracts } from '@assay/domain/contracts';
import { codeOf } from '../../test/support/domain-code.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { completedAssessment, orgFixture } from '../../test/support/org-fixture.ts';
import { collections } from '../data/paths.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { createAssessment } from './assessments-service.ts';
import {
  bulkUpdateRoadmap,
  expireRiskAcceptance,
  generateRoadmap,
  listRoadmap,
  moveRoadmapItem,
  roadmapHistory,
  updateRoadmapItem,
} from './roadmap-service.ts';

const now = new Date('2026-03-01T10:00:00.000Z');
const later = new Date('2026-06-01T10:00:00.000Z');
type Status = 'met' | 'partial' | 'not_met' | 'not_applicable';

// 6 controls C-0001…C-0006: weights 1, 2, 3, 4, 5, 1 and efforts S, M, L, S, M, L.
async function world() {
  const store = memoryStore();
  const a = await orgFixture('org-a', {
    store,
    baselines: [{ id: 'bl-a', controls: 6, domains: 2 }],
    tenants: { t1: 'Contoso', t2: 'Fabrikam' },
    members: { u1: 'editor', u2: 'editor' },
  });
  const b = await orgFixture('org-b', { store });
  return { store, a, b };
}

async function completed(
  org: MemoryOrgData,
  answers: Record<string, Status>,
  at: Date,
  tenantId = 't1',
  exceptions: Record<string, { reason: string; expiresAt: string }> = {},
) {
  const withExceptions = Object.fromEntries(
    Object.entries(answers).map(([ref, status]) => [
      ref,
      { status, ...(exceptions[ref] ? { exception: exceptions[ref] } : {}) },
    ]),
  );
  return (await completedAssessment(org, { tenantId, baselineId: 'bl-a', answers: withExceptions, at })).id;
}

const firstAnswers: Record<string, Status> = {
  'C-0001': 'met',
  'C-0002': 'not_met',
  'C-0003': 'partial',
  'C-0004': 'not_met',
  'C-0005': 'not_met',
  'C-0006': 'not_applicable',
};

function storedItems(org: MemoryOrgData): unknown[] {
  return org.store.collection(`${collections.orgs}/${org.tid}/${collections.roadmapItems}`);
}

async function listAll(org: MemoryOrgData, filters: Partial<Parameters<typeof listRoadmap>[1]> = {}) {
  return listRoadmap(org, contracts.roadmap.list.input.parse(filters), now);
}

describe('roadmap service', () => {
  it('generates one item per gap from a completed assessment, by priority in thirds', async () => {
    const { a } = await world();
    const id = await completed(a, firstAnswers, now);
    expect(await generateRoadmap(a, id, now)).toEqual({ created: 4, updated: 0, closed: 0, reopened: 0 });
    const { items, total } = await listAll(a);
    // Priorities: C-0004 4/1, C-0005 5/2, C-0002 2/2, C-0003 3×0.5/3.
    expect(items.map((item) => [item.controlRef, item.bucket, item.priority, item.title])).toEqual([
      ['C-0004', 'now', 4, 'Control number 4'],
      ['C-0005', 'now', 2.5, 'Control number 5'],
      ['C-0002', 'next', 1, 'Control number 2'],
      ['C-0003', 'later', 0.5, 'Control number 3'],
    ]);
    expect(total).toBe(4);
    expect(a.state.audit.at(-1)?.summary).toBe(
      'Generated the roadmap: 4 new, 0 closed, 0 reopened, 0 updated',
    );
  });

  it('writes nothing when generating twice from the same assessment', async () => {
    const { a } = await world();
    const id = await completed(a, firstAnswers, now);
    await generateRoadmap(a, id, now);
    const before = JSON.stringify([...a.store.docs.entries()]);
    expect(await generateRoadmap(a, id, later)).toEqual({ created: 0, updated: 0, closed: 0, reopened: 0 });
    expect(JSON.stringify([...a.store.docs.entries()])).toBe(before);
  });

  it('refuses an assessment that is not completed, and an older one than the roadmap came from', async () => {
    const { a } = await world();
    const draft = await createAssessment(a, 'u1', { tenantId: 't1', baselineId: 'bl-a' }, { now });
    expect(await codeOf(generateRoadmap(a, draft.id, now))).toBe('failed-precondition');
    const older = await completed(a, firstAnswers, now);
    const newer = await completed(a, { ...firstAnswers, 'C-0004': 'met' }, later);
    await generateRoadmap(a, newer, later);
    expect(await codeOf(generateRoadmap(a, older, later))).toBe('failed-precondition');
  });

  it('regenerates from a newer assessment: closes met controls, adds new gaps, keeps what people edited', async () => {
    const { a } = await world();
    const first = await completed(a, firstAnswers, now);
    await generateRoadmap(a, first, now);
    const [c4, c5] = (await listAll(a)).items;
    await updateRoadmapItem(
      a,
      contracts.roadmap.update.input.parse({
        itemId: c5?.id,
        status: 'in_progress',
        ownerUid: 'u2',
        dueDate: '2026-04-01',
        notes: 'Vendor call',
      }),
      now,
    );
    await moveRoadmapItem(a, { itemId: c5?.id ?? '', bucket: 'later', rank: 99 }, now);
    // C-0004 and C-0005 are met now, C-0001 became a gap.
    const second = await completed(
      a,
      { ...firstAnswers, 'C-0001': 'not_met', 'C-0004': 'met', 'C-0005': 'met' },
      later,
    );
    expect(await generateRoadmap(a, second, later)).toMatchObject({ created: 1, closed: 1 });
    const all = (await listAll(a, { status: 'all' })).items;
    const byRef = Object.fromEntries(all.map((item) => [item.controlRef, item]));
    expect(byRef['C-0004']).toMatchObject({
      id: c4?.id,
      status: 'done',
      gap: false,
      closedAt: later.toISOString(),
    });
    // The person's status, owner, due date, notes, bucket and rank stay; the item says its control is no longer a gap.
    expect(byRef['C-0005']).toMatchObject({
      status: 'in_progress',
      ownerUid: 'u2',
      dueDate: '2026-04-01',
      notes: 'Vendor call',
      bucket: 'later',
      rank: 99,
      gap: false,
      edited: ['status', 'bucket', 'ownerUid', 'dueDate', 'notes'],
    });
    expect(byRef['C-0001']).toMatchObject({ status: 'open', gap: true, assessmentId: second });
    // History: the closing is in the item's history.
    expect((await roadmapHistory(a, c4?.id ?? '')).items.map((entry) => entry.summary)).toEqual([
      'Closed the roadmap item: its control is no longer a gap',
    ]);
    // …and the organisation's log (recent activity, the audit page) has one summary per regeneration, not a line per item.
    const log = (await a.auditLog.page({ filters: {}, limit: 50 })).items.map((entry) => entry.summary);
    expect(log.filter((line) => line.startsWith('Generated the roadmap'))).toEqual([
      'Generated the roadmap: 1 new, 1 closed, 0 reopened, 3 updated',
      'Generated the roadmap: 4 new, 0 closed, 0 reopened, 0 updated',
    ]);
    expect(log.filter((line) => line.includes('roadmap item:'))).toEqual([]);
  });

  it('shows an accepted exception as risk accepted until it expires, then the daily job reopens it', async () => {
    const { a } = await world();
    const expiresAt = '2026-05-01T00:00:00.000Z';
    const id = await completed(a, firstAnswers, now, 't1', {
      'C-0004': { reason: 'Legacy mainframe', expiresAt },
    });
    await generateRoadmap(a, id, now);
    const item = (await listAll(a, { status: 'risk_accepted' })).items[0];
    expect(item).toMatchObject({
      controlRef: 'C-0004',
      status: 'risk_accepted',
      riskAccepted: { reason: 'Legacy mainframe', expiresAt, source: 'exception' },
    });
    expect(await expireRiskAcceptance(a, item?.id ?? '', new Date('2026-04-30T00:00:00.000Z'))).toBe(false);
    expect(await expireRiskAcceptance(a, item?.id ?? '', later)).toBe(true);
    expect((await roadmapHistory(a, item?.id ?? '')).item).toMatchObject({ status: 'open' });
    expect((await roadmapHistory(a, item?.id ?? '')).item.riskAccepted).toBeUndefined();
  });

  it('requires a reason and a future expiry to accept a risk by hand', async () => {
    const { a } = await world();
    await generateRoadmap(a, await completed(a, firstAnswers, now), now);
    const itemId = (await listAll(a)).items[0]?.id ?? '';
    const bad = await codeOf(
      updateRoadmapItem(a, contracts.roadmap.update.input.parse({ itemId, status: 'risk_accepted' }), now),
    );
    expect(bad).toBe('invalid-argument');
    expect(
      await codeOf(
        updateRoadmapItem(
          a,
          contracts.roadmap.update.input.parse({
            itemId,
            status: 'risk_accepted',
            riskAccepted: { reason: 'Old', expiresAt: '2026-02-01T00:00:00.000Z' },
          }),
          now,
        ),
      ),
    ).toBe('invalid-argument');
    const accepted = await updateRoadmapItem(
      a,
      contracts.roadmap.update.input.parse({
        itemId,
        status: 'risk_accepted',
        riskAccepted: { reason: 'Budget next year', expiresAt: '2026-12-01T00:00:00.000Z' },
      }),
      now,
    );
    expect(accepted.riskAccepted).toEqual({
      reason: 'Budget next year',
      expiresAt: '2026-12-01T00:00:00.000Z',
      source: 'person',
    });
  });

  it('refuses an owner who is not a member, and writes nothing for a change that changes nothing', async () => {
    const { a } = await world();
    await generateRoadmap(a, await completed(a, firstAnswers, now), now);
    const item = (await listAll(a)).items[0];
    expect(
      await codeOf(
        updateRoadmapItem(
          a,
          contracts.roadmap.update.input.parse({ itemId: item?.id, ownerUid: 'stranger' }),
          now,
        ),
      ),
    ).toBe('not-found');
    const audit = a.state.audit.length;
    expect(
      await updateRoadmapItem(
        a,
        contracts.roadmap.update.input.parse({ itemId: item?.id, status: 'open' }),
        now,
      ),
    ).toEqual(item);
    expect(a.state.audit.length).toBe(audit);
  });

  it('bulk-assigns several items in one go, each with its history entry, or none if one is missing', async () => {
    const { a } = await world();
    await generateRoadmap(a, await completed(a, firstAnswers, now), now);
    const ids = (await listAll(a)).items.slice(0, 3).map((item) => item.id);
    expect(
      await codeOf(
        bulkUpdateRoadmap(
          a,
          contracts.roadmap.bulkUpdate.input.parse({ itemIds: [...ids, 'missing'], ownerUid: 'u2' }),
          now,
        ),
      ),
    ).toBe('not-found');
    expect((await listAll(a, { ownerUid: 'u2' })).total).toBe(0);
    expect(
      await bulkUpdateRoadmap(
        a,
        contracts.roadmap.bulkUpdate.input.parse({ itemIds: ids, ownerUid: 'u2', dueDate: '2026-03-15' }),
        now,
      ),
    ).toEqual({ updated: 3 });
    const owned = await listAll(a, { ownerUid: 'u2' });
    expect(owned.items.map((item) => [item.id, item.dueDate])).toEqual(ids.map((id) => [id, '2026-03-15']));
    expect((await roadmapHistory(a, ids[0] ?? '')).items[0]).toMatchObject({
      summary: 'Changed the owner, due date of a roadmap item',
      changedFields: ['ownerUid', 'dueDate'],
    });
  });

  it('filters by tenant, focus, status and bucket, and pages with a cursor', async () => {
    const { a } = await world();
    await generateRoadmap(a, await completed(a, firstAnswers, now), now);
    await generateRoadmap(a, await completed(a, { ...firstAnswers, 'C-0002': 'met' }, now, 't2'), now);
    expect((await listAll(a)).total).toBe(7);
    expect((await listAll(a, { tenantId: 't2' })).items.map((item) => item.controlRef)).toEqual([
      'C-0004',
      'C-0005',
      'C-0003',
    ]);
    expect((await listAll(a, { tenantId: 't1', baselineId: 'bl-a', bucket: 'now' })).total).toBe(2);
    const first = await listAll(a, { pageSize: 4 });
    const second = await listAll(a, { pageSize: 4, cursor: first.nextCursor ?? undefined });
    expect([first.items.length, second.items.length, second.nextCursor]).toEqual([4, 3, null]);
    expect(new Set([...first.items, ...second.items].map((item) => item.id)).size).toBe(7);
    expect(
      await codeOf(listAll(a, { pageSize: 4, status: 'done', cursor: first.nextCursor ?? undefined })),
    ).toBe('invalid-argument');
    expect(await codeOf(listAll(a, { tenantId: 'tb' }))).toBe('not-found');
  });

  it('keeps done items out of the board list and in the "all" list', async () => {
    const { a } = await world();
    await generateRoadmap(a, await completed(a, firstAnswers, now), now);
    const itemId = (await listAll(a)).items[0]?.id ?? '';
    await updateRoadmapItem(a, contracts.roadmap.update.input.parse({ itemId, status: 'done' }), now);
    expect((await listAll(a)).items.map((item) => item.id)).not.toContain(itemId);
    expect((await listAll(a, { status: 'done' })).items.map((item) => item.id)).toEqual([itemId]);
  });

  it('moves an item between buckets and records it in its history', async () => {
    const { a } = await world();
    await generateRoadmap(a, await completed(a, firstAnswers, now), now);
    const next = (await listAll(a, { bucket: 'next' })).items[0];
    await moveRoadmapItem(a, { itemId: next?.id ?? '', bucket: 'now', rank: 1500 }, now);
    expect((await listAll(a, { bucket: 'now' })).items.map((item) => item.controlRef)).toEqual([
      'C-0004',
      'C-0002',
      'C-0005',
    ]);
    expect((await roadmapHistory(a, next?.id ?? '')).items[0]?.summary).toBe(
      'Moved a roadmap item from Next to Now',
    );
  });

  it('keeps another organisation’s items out of reach', async () => {
    const { a, b } = await world();
    await generateRoadmap(a, await completed(a, firstAnswers, now), now);
    const itemId = (await listAll(a)).items[0]?.id ?? '';
    expect(await codeOf(roadmapHistory(b, itemId))).toBe('not-found');
    expect(await codeOf(moveRoadmapItem(b, { itemId, bucket: 'later', rank: 0 }, now))).toBe('not-found');
    expect(storedItems(b)).toEqual([]);
  });
});
