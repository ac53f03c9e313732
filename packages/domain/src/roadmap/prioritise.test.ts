import { describe, expect, it } from 'vitest';
import { horizonForRank, prioritiseRoadmap, roadmapCandidates, roadmapPriority } from './prioritise.ts';
import type { Effort, RoadmapCandidate } from './prioritise.ts';

describe('roadmapPriority', () => {
  it.each([
    [5, 0, 'S', 5],
    [5, 0, 'M', 2.5],
    [3, 0, 'L', 1],
    [4, 0.5, 'S', 2],
    [4, 0.5, 'M', 1],
    [1, 0.5, 'L', 1 / 6],
    [5, 1, 'S', 0],
  ] as [number, number, Effort, number][])(
    'weight %s, credit %s, effort %s → %s',
    (weight, credit, effort, expected) => {
      expect(roadmapPriority({ weight, credit, effort })).toBeCloseTo(expected, 10);
    },
  );
});

describe('horizonForRank', () => {
  it.each([
    [1, ['now']],
    [2, ['now', 'next']],
    [3, ['now', 'next', 'later']],
    [4, ['now', 'now', 'next', 'later']],
    [5, ['now', 'now', 'next', 'next', 'later']],
    [6, ['now', 'now', 'next', 'next', 'later', 'later']],
    [7, ['now', 'now', 'now', 'next', 'next', 'later', 'later']],
  ])('splits %s items into thirds', (count, expected) => {
    expect(Array.from({ length: count }, (_, rank) => horizonForRank(rank, count))).toEqual(expected);
  });
});

const gap = (controlId: string, weight: number, effort: Effort, credit = 0): RoadmapCandidate => ({
  controlId,
  weight,
  effort,
  credit,
});

describe('prioritiseRoadmap', () => {
  it('orders by priority and assigns now / next / later by thirds', () => {
    const result = prioritiseRoadmap([
      gap('low', 1, 'L'), // 0.33
      gap('top', 5, 'S'), // 5
      gap('mid', 4, 'M', 0.5), // 1
      gap('high', 3, 'S'), // 3
      gap('lowish', 2, 'M'), // 1
      gap('least', 1, 'L', 0.5), // 0.17
    ]);
    expect(result.map((r) => [r.item.controlId, r.horizon])).toEqual([
      ['top', 'now'],
      ['high', 'now'],
      ['mid', 'next'], // ties with lowish on priority 1, wins on weight
      ['lowish', 'next'],
      ['low', 'later'],
      ['least', 'later'],
    ]);
  });

  it('drops fully met candidates', () => {
    expect(prioritiseRoadmap([gap('a', 5, 'S', 1), gap('b', 1, 'S')]).map((r) => r.item.controlId)).toEqual([
      'b',
    ]);
  });

  it('keeps input order for complete ties', () => {
    expect(prioritiseRoadmap([gap('x', 2, 'S'), gap('y', 2, 'S')]).map((r) => r.item.controlId)).toEqual([
      'x',
      'y',
    ]);
  });

  it('returns nothing for no gaps', () => {
    expect(prioritiseRoadmap([])).toEqual([]);
  });
});

describe('roadmapCandidates', () => {
  it('makes one candidate per applicable control not fully met, unanswered included', () => {
    const controls = [
      { id: 'met', weight: 1, effort: 'S' as const },
      { id: 'partial', weight: 2, effort: 'M' as const },
      { id: 'notMet', weight: 3, effort: 'L' as const },
      { id: 'na', weight: 4, effort: 'S' as const },
      { id: 'open', weight: 5, effort: 'S' as const },
    ];
    expect(
      roadmapCandidates(controls, {
        met: 'met',
        partial: 'partial',
        notMet: 'not_met',
        na: 'not_applicable',
      }),
    ).toEqual([
      { controlId: 'partial', weight: 2, effort: 'M', credit: 0.5 },
      { controlId: 'notMet', weight: 3, effort: 'L', credit: 0 },
      { controlId: 'open', weight: 5, effort: 'S', credit: 0 },
    ]);
  });
});
