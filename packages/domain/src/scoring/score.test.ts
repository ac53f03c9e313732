import { describe, expect, it } from 'vitest';
import { creditFor, percent, scoreAssessment } from './score.ts';
import type { AnswerStatus, ScoredControl } from './score.ts';

describe('creditFor', () => {
  it.each([
    ['met', 1],
    ['partial', 0.5],
    ['not_met', 0],
    [undefined, 0],
    ['not_applicable', null],
  ] as const)('gives %s a credit of %s', (status, credit) => {
    expect(creditFor(status)).toBe(credit);
  });
});

describe('percent', () => {
  it.each([
    [0, 0, null],
    [1, 3, 33.3],
    [2, 3, 66.7],
    [1, 8, 12.5],
    [1, 1, 100],
    [0, 5, 0],
    [0.5, 3, 16.7],
    [7.5, 11, 68.2],
  ])('%s / %s → %s', (numerator, denominator, expected) => {
    expect(percent(numerator, denominator)).toBe(expected);
  });
});

const c = (id: string, domain: string, weight: number): ScoredControl => ({ id, domain, weight });

describe('scoreAssessment', () => {
  const cases: {
    name: string;
    controls: ScoredControl[];
    answers: Record<string, AnswerStatus>;
    overall: { score: number | null; coverage: number | null; applicable: number; answered: number };
  }[] = [
    {
      name: 'scores every control met as 100 with full coverage',
      controls: [c('a', 'D1', 1), c('b', 'D1', 5)],
      answers: { a: 'met', b: 'met' },
      overall: { score: 100, coverage: 100, applicable: 2, answered: 2 },
    },
    {
      name: 'weights credits: (3×1 + 1×0.5) / 4',
      controls: [c('a', 'D1', 3), c('b', 'D1', 1)],
      answers: { a: 'met', b: 'partial' },
      overall: { score: 87.5, coverage: 100, applicable: 2, answered: 2 },
    },
    {
      name: 'excludes not applicable from score and coverage',
      controls: [c('a', 'D1', 2), c('b', 'D1', 5)],
      answers: { a: 'met', b: 'not_applicable' },
      overall: { score: 100, coverage: 100, applicable: 1, answered: 1 },
    },
    {
      name: 'counts unanswered controls as 0 and reports them as coverage',
      controls: [c('a', 'D1', 1), c('b', 'D1', 1), c('c', 'D1', 2)],
      answers: { a: 'met' },
      overall: { score: 25, coverage: 33.3, applicable: 3, answered: 1 },
    },
    {
      name: 'returns null score and coverage when nothing is applicable',
      controls: [c('a', 'D1', 1)],
      answers: { a: 'not_applicable' },
      overall: { score: null, coverage: null, applicable: 0, answered: 0 },
    },
    {
      name: 'returns null for an empty baseline',
      controls: [],
      answers: {},
      overall: { score: null, coverage: null, applicable: 0, answered: 0 },
    },
    {
      name: 'rounds to one decimal',
      controls: [c('a', 'D1', 1), c('b', 'D1', 1), c('c', 'D1', 1)],
      answers: { a: 'met', b: 'not_met', c: 'not_met' },
      overall: { score: 33.3, coverage: 100, applicable: 3, answered: 3 },
    },
    {
      name: 'treats not met as answered with no credit',
      controls: [c('a', 'D1', 4)],
      answers: { a: 'not_met' },
      overall: { score: 0, coverage: 100, applicable: 1, answered: 1 },
    },
  ];

  it.each(cases)('$name', ({ controls, answers, overall }) => {
    expect(scoreAssessment(controls, answers).overall).toMatchObject(overall);
  });

  it('scores by domain in the order domains first appear', () => {
    const result = scoreAssessment(
      [c('a', 'Identity', 2), c('b', 'Network', 1), c('c', 'Identity', 2), c('d', 'Network', 3)],
      { a: 'met', b: 'partial', c: 'not_met', d: 'not_applicable' },
    );
    expect(result.domains.map((d) => [d.domain, d.score, d.coverage, d.notApplicable])).toEqual([
      ['Identity', 50, 100, 0],
      ['Network', 50, 100, 1],
    ]);
    // overall: (2 + 0.5) / (2 + 1 + 2) = 50
    expect(result.overall.score).toBe(50);
    expect(result.overall.earned).toBe(2.5);
    expect(result.overall.possible).toBe(5);
  });

  it('accepts answers as a Map', () => {
    const answers = new Map<string, AnswerStatus>([['a', 'partial']]);
    expect(scoreAssessment([c('a', 'D', 1)], answers).overall.score).toBe(50);
  });

  it('ignores answers for controls outside the baseline', () => {
    expect(scoreAssessment([c('a', 'D', 1)], { a: 'met', zzz: 'not_met' }).overall).toMatchObject({
      score: 100,
      controls: 1,
    });
  });
});
