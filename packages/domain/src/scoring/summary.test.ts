import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { percent } from './score.ts';
import {
  answerChangeDelta,
  applyAnswerChange,
  emptySummary,
  scoringStateOf,
  summariseAnswers,
  summaryOfTallies,
  tallyOf,
} from './summary.ts';
import type { SummaryTally } from './summary.ts';
import type { ScoringState, SummaryControl } from './summary.ts';

const states: ScoringState[] = ['met', 'partial', 'not_met', 'not_applicable', 'exception', undefined];
const domainIds = ['d0', 'd1', 'd2'];

const controlsArb = fc
  .array(fc.record({ domainId: fc.constantFrom(...domainIds), weight: fc.integer({ min: 1, max: 5 }) }), {
    minLength: 1,
    maxLength: 40,
  })
  .map((rows): SummaryControl[] => rows.map((row, i) => ({ ref: `C-${i}`, ...row })));
const stateArb = fc.constantFrom(...states);

/** Controls, and a sequence of answer changes (control index, new state). */
const historyArb = controlsArb.chain((controls) =>
  fc.record({
    controls: fc.constant(controls),
    changes: fc.array(fc.tuple(fc.nat({ max: controls.length - 1 }), stateArb), { maxLength: 60 }),
  }),
);

function replay(controls: SummaryControl[], changes: [number, ScoringState][]) {
  let summary = emptySummary(controls, domainIds);
  const current = new Map<string, ScoringState>();
  for (const [index, state] of changes) {
    const control = controls[index];
    if (!control) continue;
    summary = applyAnswerChange(summary, control, current.get(control.ref), state);
    current.set(control.ref, state);
  }
  return { summary, current };
}

describe('assessment summary', () => {
  it('counts a worked example by status, domain and weight', () => {
    const controls: SummaryControl[] = [
      { ref: 'A-1', domainId: 'd0', weight: 3 },
      { ref: 'A-2', domainId: 'd0', weight: 1 },
      { ref: 'B-1', domainId: 'd1', weight: 2 },
      { ref: 'B-2', domainId: 'd1', weight: 4 },
      { ref: 'B-3', domainId: 'd1', weight: 5 },
    ];
    const answers: Record<string, ScoringState> = {
      'A-1': 'met',
      'A-2': 'partial',
      'B-1': 'not_applicable',
      'B-2': 'exception',
    };
    const summary = summariseAnswers(controls, ['d0', 'd1'], (ref) => answers[ref]);
    // Applicable: A-1 (3, credit 1), A-2 (1, ½), B-3 (5, unanswered) → (3 + 0.5) / 9 = 38.9 %; coverage 2/3.
    expect(summary).toMatchObject({
      controls: 5,
      applicable: 3,
      answered: 2,
      met: 1,
      partial: 1,
      notMet: 0,
      notApplicable: 1,
      exceptions: 1,
      earned: 3.5,
      possible: 9,
      score: 38.9,
      coverage: 66.7,
    });
    expect(summary.domains.map((d) => [d.domainId, d.score, d.coverage])).toEqual([
      ['d0', 87.5, 100],
      ['d1', 0, 0],
    ]);
  });

  it('treats an exception in force as left out and an expired one as not met', () => {
    expect(scoringStateOf({ status: 'partial', exception: { expired: false } })).toBe('exception');
    expect(scoringStateOf({ status: 'partial', exception: { expired: true } })).toBe('not_met');
    expect(scoringStateOf({ status: 'met' })).toBe('met');
    expect(scoringStateOf(undefined)).toBeUndefined();
  });

  it('kept incrementally equals a full recomputation, whatever the order of changes', () => {
    fc.assert(
      fc.property(historyArb, ({ controls, changes }) => {
        const { summary, current } = replay(controls, changes);
        expect(summary).toEqual(summariseAnswers(controls, domainIds, (ref) => current.get(ref)));
      }),
    );
  });

  it('kept as differences added to stored tallies (as concurrent saves do) equals a full recomputation', () => {
    const add = (tally: SummaryTally, delta: SummaryTally): SummaryTally =>
      Object.fromEntries(
        Object.entries(tallyOf(tally)).map(([field, value]) => [
          field,
          value + delta[field as keyof SummaryTally],
        ]),
      ) as unknown as SummaryTally;
    fc.assert(
      fc.property(historyArb, ({ controls, changes }) => {
        const start = emptySummary(controls, domainIds);
        let overall = tallyOf(start);
        const domains = new Map(start.domains.map((domain) => [domain.domainId, tallyOf(domain)]));
        const current = new Map<string, ScoringState>();
        for (const [index, state] of changes) {
          const control = controls[index];
          if (!control) continue;
          const delta = answerChangeDelta(control, current.get(control.ref), state);
          overall = add(overall, delta);
          domains.set(control.domainId, add(domains.get(control.domainId) ?? tallyOf(start), delta));
          current.set(control.ref, state);
        }
        const kept = summaryOfTallies(
          overall,
          domainIds.map((domainId) => ({ domainId, ...(domains.get(domainId) ?? tallyOf(start)) })),
        );
        expect(kept).toEqual(summariseAnswers(controls, domainIds, (ref) => current.get(ref)));
      }),
    );
  });

  it('keeps scores and coverage within 0–100', () => {
    fc.assert(
      fc.property(historyArb, ({ controls, changes }) => {
        const { summary } = replay(controls, changes);
        for (const tally of [summary, ...summary.domains]) {
          for (const value of [tally.score, tally.coverage])
            if (value !== null) expect(value >= 0 && value <= 100).toBe(true);
        }
      }),
    );
  });

  it('never changes the score of the rest when a control is marked not applicable', () => {
    fc.assert(
      fc.property(historyArb, fc.nat(), ({ controls, changes }, pick) => {
        const { current } = replay(controls, changes);
        const target = controls[pick % controls.length];
        if (!target) return;
        const others = controls.filter((control) => control !== target);
        const withNa = summariseAnswers(controls, domainIds, (ref) =>
          ref === target.ref ? 'not_applicable' : current.get(ref),
        );
        const withoutTarget = summariseAnswers(others, domainIds, (ref) => current.get(ref));
        expect(withNa.score).toBe(withoutTarget.score);
        expect(withNa.coverage).toBe(withoutTarget.coverage);
      }),
    );
  });

  it('never lowers a score when one credit is raised', () => {
    const credit = { not_met: 0, partial: 1, met: 2 } as const;
    fc.assert(
      fc.property(
        historyArb,
        fc.nat(),
        fc.constantFrom<'not_met' | 'partial' | undefined>(undefined, 'not_met', 'partial'),
        ({ controls, changes }, pick, from) => {
          const { current } = replay(controls, changes);
          const target = controls[pick % controls.length];
          if (!target) return;
          const before = summariseAnswers(controls, domainIds, (ref) =>
            ref === target.ref ? from : current.get(ref),
          );
          for (const to of ['not_met', 'partial', 'met'] as const) {
            if (credit[to] <= (from === undefined ? 0 : credit[from])) continue;
            const after = summariseAnswers(controls, domainIds, (ref) =>
              ref === target.ref ? to : current.get(ref),
            );
            expect(after.score ?? 0).toBeGreaterThanOrEqual(before.score ?? 0);
            const domain = (s: typeof after) =>
              s.domains.find((d) => d.domainId === target.domainId)?.score ?? 0;
            expect(domain(after)).toBeGreaterThanOrEqual(domain(before));
          }
        },
      ),
    );
  });
});

describe('percent rounding', () => {
  it('rounds halves up exactly where floating point would not', () => {
    // 100.5 / 200 = 50.25 %: (100.5 / 200) × 1000 is 502.4999… in binary floating point.
    expect(percent(100.5, 200)).toBe(50.3);
    expect(percent(500.5, 1000)).toBe(50.1);
    expect(percent(1, 8)).toBe(12.5);
    expect(percent(2.5, 3)).toBe(83.3);
  });
});
