import type { Answer } from '@assay/domain/assessments';
import { describe, expect, it } from 'vitest';
import { compareControls, explainScore, gapsByPriority, movementOf, type ResultControl } from './model.ts';

const control = (ref: string, weight: number, effort: ResultControl['effort'] = 'M'): ResultControl => ({
  ref,
  title: `Control ${ref}`,
  domainId: 'd1',
  weight,
  effort,
  guidance: '',
});
const answer = (ref: string, status: Answer['status'], extra: Partial<Answer> = {}): Answer => ({
  ref,
  status,
  comment: '',
  evidence: [],
  revision: 1,
  updatedAt: '2026-01-01T00:00:00.000Z',
  updatedBy: { kind: 'member', uid: 'u1' },
  ...extra,
});

const controls = [
  control('A-1', 3),
  control('B-1', 2, 'S'),
  control('C-1', 5, 'L'),
  control('D-1', 1),
  control('E-1', 4),
  control('F-1', 2, 'M'),
];
const answers = new Map<string, Answer>([
  ['A-1', answer('A-1', 'met')],
  ['B-1', answer('B-1', 'partial')],
  ['C-1', answer('C-1', 'not_met')],
  ['D-1', answer('D-1', 'not_applicable')],
  [
    'E-1',
    answer('E-1', 'not_met', {
      exception: {
        reason: 'Legacy system',
        expiresAt: '2027-01-01T00:00:00.000Z',
        acceptedBy: 'u1',
        acceptedAt: '2026-01-01T00:00:00.000Z',
        expired: false,
      },
    }),
  ],
]);

describe('explainScore', () => {
  it('gives each control its weight, credit and the points of the score it costs, leaving out N/A and exceptions', () => {
    const explanation = explainScore(controls, answers);
    expect(explanation).toMatchObject({
      earned: 4,
      possible: 12,
      notApplicable: 1,
      exceptions: 1,
      unanswered: 1,
    });
    const rows = Object.fromEntries(
      explanation.rows.map((r) => [
        r.ref,
        { credit: r.credit, earned: r.earned, lost: Number(r.pointsLost.toFixed(3)) },
      ]),
    );
    expect(rows).toEqual({
      'A-1': { credit: 1, earned: 3, lost: 0 },
      'B-1': { credit: 0.5, earned: 1, lost: 8.333 },
      'C-1': { credit: 0, earned: 0, lost: 41.667 },
      'D-1': { credit: null, earned: 0, lost: 0 },
      'E-1': { credit: null, earned: 0, lost: 0 },
      'F-1': { credit: 0, earned: 0, lost: 16.667 },
    });
  });

  it('counts an expired exception as not met', () => {
    const expired = new Map(answers);
    expired.set(
      'E-1',
      answer('E-1', 'met', {
        exception: {
          reason: 'r',
          expiresAt: '2026-02-01T00:00:00.000Z',
          acceptedBy: 'u1',
          acceptedAt: '2026-01-01T00:00:00.000Z',
          expired: true,
        },
      }),
    );
    const row = explainScore(controls, expired).rows.find((r) => r.ref === 'E-1');
    expect(row).toMatchObject({ state: 'not_met', credit: 0 });
  });
});

describe('gapsByPriority', () => {
  it('lists controls that count and are not fully met by weight × (1 − credit) ÷ effort, ties by weight then ref', () => {
    expect(gapsByPriority(controls, answers).map((g) => [g.ref, Number(g.priority.toFixed(3))])).toEqual([
      ['C-1', 1.667],
      ['B-1', 1],
      ['F-1', 1],
    ]);
  });
});

describe('compareControls', () => {
  it('matches controls by ref and says which improved, regressed or stayed, and which exist on one side only', () => {
    const before = {
      controls: [control('A-1', 1), control('B-1', 1), control('C-1', 1), control('OLD-1', 1)],
      answers: new Map([
        ['A-1', answer('A-1', 'partial')],
        ['B-1', answer('B-1', 'met')],
        ['C-1', answer('C-1', 'met')],
      ]),
    };
    const after = {
      controls: [control('A-1', 1), control('B-1', 1), control('C-1', 1), control('NEW-1', 1)],
      answers: new Map([
        ['A-1', answer('A-1', 'met')],
        ['B-1', answer('B-1', 'not_met')],
        ['C-1', answer('C-1', 'met')],
      ]),
    };
    expect(compareControls(before, after).map((c) => [c.ref, c.movement, c.presence])).toEqual([
      ['A-1', 'improved', 'both'],
      ['B-1', 'regressed', 'both'],
      ['C-1', 'unchanged', 'both'],
      ['NEW-1', 'unchanged', 'after'],
      ['OLD-1', 'unchanged', 'before'],
    ]);
  });
});

describe('movementOf', () => {
  it('compares two scores and treats a missing one as no movement', () => {
    expect([
      movementOf(40, 55.5),
      movementOf(55.5, 40),
      movementOf(40, 40),
      movementOf(null, 40),
      movementOf(40, null),
    ]).toEqual(['improved', 'regressed', 'unchanged', 'unchanged', 'unchanged']);
  });
});
