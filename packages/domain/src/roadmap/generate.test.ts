import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AnswerStatus } from '../scoring/score.ts';
import { regenerateRoadmap } from './generate.ts';
import type { GenerationAnswer, GenerationControl, GenerationInput } from './generate.ts';
import type { RoadmapItem } from './item.ts';

const baseline = { id: 'iso-v1', lineageId: 'iso', name: 'ISO', version: 1 };
const controls: GenerationControl[] = [
  { id: 'c1', ref: 'A-1', title: 'Access reviews', weight: 5, effort: 'S' }, // not met: 5
  { id: 'c2', ref: 'A-2', title: 'MFA', weight: 4, effort: 'M' }, // partial: 1
  { id: 'c3', ref: 'A-3', title: 'Backups', weight: 3, effort: 'S' }, // unanswered: 3
  { id: 'c4', ref: 'A-4', title: 'Logging', weight: 2, effort: 'L' }, // met
  { id: 'c5', ref: 'A-5', title: 'Printers', weight: 1, effort: 'S' }, // n/a
];
const t0 = new Date('2026-03-01T10:00:00.000Z');
const t1 = new Date('2026-06-01T10:00:00.000Z');

function run(
  answers: Record<string, GenerationAnswer>,
  existing: RoadmapItem[],
  options: Partial<GenerationInput> = {},
) {
  return regenerateRoadmap({
    tenantId: 'ten1',
    assessmentId: 'as1',
    baseline,
    controls,
    answers: new Map(Object.entries(answers)),
    existing,
    now: t0,
    idFor: (ref) => `item-${ref}`,
    ...options,
  });
}

const first: Record<string, GenerationAnswer> = {
  'A-1': { status: 'not_met' },
  'A-2': { status: 'partial' },
  'A-4': { status: 'met' },
  'A-5': { status: 'not_applicable' },
};

/** Stores the generated items over the existing ones, as the repository does. */
function apply(existing: RoadmapItem[], generated: ReturnType<typeof run>): RoadmapItem[] {
  const byId = new Map(existing.map((item) => [item.id, item]));
  for (const { item } of generated) byId.set(item.id, item);
  return [...byId.values()];
}

describe('regenerateRoadmap', () => {
  it('creates one item per applicable control not fully met, by priority in thirds', () => {
    const items = run(first, []);
    expect(
      items.map(({ item, change }) => [item.controlRef, item.bucket, item.priority, item.status, change]),
    ).toEqual([
      ['A-1', 'now', 5, 'open', 'created'],
      ['A-3', 'next', 3, 'open', 'created'],
      ['A-2', 'later', 1, 'open', 'created'],
    ]);
    expect(items[0]?.item).toMatchObject({
      id: 'item-A-1',
      tenantId: 'ten1',
      title: 'Access reviews',
      controlId: 'c1',
      gap: true,
      edited: [],
      notes: '',
      assessmentId: 'as1',
      createdAt: t0.toISOString(),
    });
  });

  it('ranks items in priority order, leaving room above the first', () => {
    expect(run(first, []).map(({ item }) => item.rank)).toEqual([1024, 2048, 3072]);
  });

  it('closes items whose control is now met, keeping them, and adds new gaps', () => {
    const stored = apply([], run(first, []));
    const next = run({ ...first, 'A-1': { status: 'met' }, 'A-4': { status: 'partial' } }, stored, {
      assessmentId: 'as2',
      now: t1,
    });
    const byRef = Object.fromEntries(
      next.map(({ item, change }) => [item.controlRef, [item.status, change, item.gap]]),
    );
    expect(byRef['A-1']).toEqual(['done', 'closed', false]);
    expect(byRef['A-4']).toEqual(['open', 'created', true]);
    expect(next.find(({ item }) => item.controlRef === 'A-1')?.item.closedAt).toBe(t1.toISOString());
  });

  it('reopens a closed item whose control is a gap again', () => {
    const stored = apply([], run(first, []));
    const closed = apply(
      stored,
      run({ ...first, 'A-1': { status: 'met' } }, stored, { assessmentId: 'as2' }),
    );
    const reopened = run(first, closed, { assessmentId: 'as3', now: t1 });
    const item = reopened.find(({ item: candidate }) => candidate.controlRef === 'A-1');
    expect([item?.item.status, item?.change, item?.item.closedAt]).toEqual(['open', 'reopened', undefined]);
  });

  it('never overwrites fields a person edited', () => {
    const stored = apply([], run(first, []));
    const edited = stored.map((item) =>
      item.controlRef === 'A-1'
        ? {
            ...item,
            title: 'My title',
            bucket: 'later' as const,
            rank: 7,
            status: 'in_progress' as const,
            ownerUid: 'u1',
            dueDate: '2026-04-01',
            notes: 'n',
            edited: ['title', 'status', 'bucket', 'ownerUid', 'dueDate', 'notes'] as RoadmapItem['edited'],
          }
        : item,
    );
    // The control is met now: an item whose status a person set stays as they left it.
    const next = run({ ...first, 'A-1': { status: 'met' } }, edited, { assessmentId: 'as2', now: t1 });
    const item = next.find(({ item: candidate }) => candidate.controlRef === 'A-1')?.item;
    expect(item).toMatchObject({
      title: 'My title',
      bucket: 'later',
      rank: 7,
      status: 'in_progress',
      ownerUid: 'u1',
      dueDate: '2026-04-01',
      notes: 'n',
      gap: false,
    });
    // And while it is still a gap, its generated fields other than the edited ones follow the new assessment.
    const still = run({ ...first, 'A-1': { status: 'partial' } }, edited, {
      assessmentId: 'as2',
      now: t1,
    }).find(({ item: candidate }) => candidate.controlRef === 'A-1')?.item;
    expect(still).toMatchObject({
      title: 'My title',
      bucket: 'later',
      rank: 7,
      status: 'in_progress',
      priority: 2.5,
      assessmentId: 'as2',
    });
  });

  it('follows the new assessment where nobody edited: title, bucket and rank', () => {
    const stored = apply([], run(first, []));
    const next = run(
      { ...first, 'A-1': { status: 'partial' }, 'A-2': { status: 'not_met' }, 'A-3': { status: 'met' } },
      stored,
      {
        assessmentId: 'as2',
        controls: controls.map((c) => (c.ref === 'A-2' ? { ...c, title: 'MFA everywhere' } : c)),
      },
    );
    const a2 = next.find(({ item }) => item.controlRef === 'A-2');
    expect(a2?.item).toMatchObject({ title: 'MFA everywhere', priority: 2, bucket: 'next' });
    expect(a2?.fields).toEqual(
      expect.arrayContaining(['title', 'priority', 'bucket', 'rank', 'assessmentId']),
    );
  });

  it('shows an accepted exception as risk accepted with its expiry, and reopens it once expired', () => {
    const expiresAt = '2026-05-01T00:00:00.000Z';
    const withException = {
      ...first,
      'A-1': {
        status: 'not_met' as const,
        exception: { reason: 'Legacy system', expiresAt, expired: false },
      },
    };
    const created = run(withException, []).find(({ item }) => item.controlRef === 'A-1')?.item;
    expect([created?.status, created?.riskAccepted]).toEqual([
      'risk_accepted',
      { reason: 'Legacy system', expiresAt, source: 'exception' },
    ]);
    const stored = apply([], run(withException, []));
    const expired = {
      ...first,
      'A-1': { status: 'not_met' as const, exception: { reason: 'Legacy system', expiresAt, expired: true } },
    };
    const reopened = run(expired, stored, { now: t1 }).find(({ item }) => item.controlRef === 'A-1')?.item;
    expect([reopened?.status, reopened?.riskAccepted]).toEqual(['open', undefined]);
  });

  it('closes items of controls the newer version no longer has', () => {
    const stored = apply([], run(first, []));
    const next = run(first, stored, {
      assessmentId: 'as2',
      controls: controls.filter((c) => c.ref !== 'A-3'),
      baseline: { ...baseline, id: 'iso-v2', version: 2 },
    });
    expect(next.find(({ item }) => item.controlRef === 'A-3')?.item).toMatchObject({
      status: 'done',
      gap: false,
    });
  });

  const statusArb = fc.constantFrom<AnswerStatus | undefined>(
    'met',
    'partial',
    'not_met',
    'not_applicable',
    undefined,
  );
  const answersArb = fc.dictionary(
    fc.constantFrom('A-1', 'A-2', 'A-3', 'A-4', 'A-5'),
    fc.record({ status: statusArb }),
  );

  it('changes nothing when run twice with the same assessment (property)', () => {
    fc.assert(
      fc.property(answersArb, answersArb, fc.boolean(), (older, newer, personEdits) => {
        let stored = apply([], run(older, []));
        if (personEdits && stored[0])
          stored = [
            { ...stored[0], bucket: 'later', rank: 5, status: 'in_progress', edited: ['bucket', 'status'] },
            ...stored.slice(1),
          ];
        const once = apply(stored, run(newer, stored, { assessmentId: 'as2', now: t1 }));
        const again = run(newer, once, { assessmentId: 'as2', now: new Date(t1.getTime() + 60_000) });
        expect(again).toEqual([]);
      }),
    );
  });
});
