// The summary an assessment keeps beside its answers (counts per status, coverage, score overall
// and by domain), so lists and overviews read one document per assessment. The server changes it
// in the transaction of each answer by a difference (answerChangeDelta, added to the stored tallies
// without reading them; applyAnswerChange where the summary is at hand), never by a re-read of
// every answer; summariseAnswers is the full recomputation it must always equal.
import { creditFor, percent } from './score.ts';
import type { AnswerStatus } from './score.ts';

/**
 * How one control counts: its answer's status, `exception` while an accepted exception is in
 * force (left out of score and coverage, like not applicable, and counted apart), or undefined
 * when unanswered. An expired exception counts as not met.
 */
export type ScoringState = AnswerStatus | 'exception' | undefined;

export interface SummaryControl {
  ref: string;
  domainId: string;
  /** 1–5. */
  weight: number;
}

export interface SummaryTally {
  /** Controls in the baseline version. */
  controls: number;
  /** Controls that count: neither not applicable nor under an exception (unanswered included). */
  applicable: number;
  /** Applicable controls answered met, partial or not met. */
  answered: number;
  met: number;
  partial: number;
  notMet: number;
  notApplicable: number;
  /** Controls under an accepted exception still in force. */
  exceptions: number;
  /** Σ(weight × credit) over applicable controls. */
  earned: number;
  /** Σ(weight) over applicable controls. */
  possible: number;
}

export interface ScoredTally extends SummaryTally {
  /** earned / possible, 0–100 with one decimal; null when nothing is applicable. */
  score: number | null;
  /** answered / applicable, 0–100 with one decimal; null when nothing is applicable. */
  coverage: number | null;
}

export interface DomainSummary extends ScoredTally {
  domainId: string;
}

export interface AssessmentSummary extends ScoredTally {
  /** In the baseline's domain order. */
  domains: DomainSummary[];
}

/** The state an answer gives its control. */
export function scoringStateOf(
  answer: { status?: AnswerStatus | undefined; exception?: { expired: boolean } | undefined } | undefined,
): ScoringState {
  if (!answer) return undefined;
  if (answer.exception) return answer.exception.expired ? 'not_met' : 'exception';
  return answer.status;
}

function emptyTally(): SummaryTally {
  return {
    controls: 0,
    applicable: 0,
    answered: 0,
    met: 0,
    partial: 0,
    notMet: 0,
    notApplicable: 0,
    exceptions: 0,
    earned: 0,
    possible: 0,
  };
}

const statusCounter = { met: 'met', partial: 'partial', not_met: 'notMet' } as const;

/** Adds (sign 1) or removes (sign −1) what one control in `state` contributes, `controls` aside. */
function contribute(tally: SummaryTally, state: ScoringState, weight: number, sign: 1 | -1): void {
  if (state === 'exception') {
    tally.exceptions += sign;
    return;
  }
  if (state === 'not_applicable') {
    tally.notApplicable += sign;
    return;
  }
  tally.applicable += sign;
  tally.possible += sign * weight;
  tally.earned += sign * weight * (creditFor(state) ?? 0);
  if (state !== undefined) {
    tally.answered += sign;
    tally[statusCounter[state]] += sign;
  }
}

function scored<T extends SummaryTally>(tally: T): T & Pick<ScoredTally, 'score' | 'coverage'> {
  return {
    ...tally,
    score: percent(tally.earned, tally.possible),
    coverage: percent(tally.answered, tally.applicable),
  };
}

/** The counted fields of a tally (score and coverage follow from them). */
export function tallyOf(value: SummaryTally): SummaryTally {
  const {
    controls,
    applicable,
    answered,
    met,
    partial,
    notMet,
    notApplicable,
    exceptions,
    earned,
    possible,
  } = value;
  return {
    controls,
    applicable,
    answered,
    met,
    partial,
    notMet,
    notApplicable,
    exceptions,
    earned,
    possible,
  };
}

/** A summary with nothing answered. */
export function emptySummary(
  controls: readonly SummaryControl[],
  domainIds: readonly string[],
): AssessmentSummary {
  return summariseAnswers(controls, domainIds, () => undefined);
}

/** The full recomputation: every control of the version with the state of its answer. */
export function summariseAnswers(
  controls: readonly SummaryControl[],
  domainIds: readonly string[],
  stateOf: (ref: string) => ScoringState,
): AssessmentSummary {
  const overall = emptyTally();
  const byDomain = new Map(domainIds.map((id) => [id, emptyTally()]));
  for (const control of controls) {
    const domain = byDomain.get(control.domainId);
    if (!domain) throw new Error(`Control ${control.ref} is in unknown domain ${control.domainId}`);
    const state = stateOf(control.ref);
    for (const tally of [overall, domain]) {
      tally.controls += 1;
      contribute(tally, state, control.weight, 1);
    }
  }
  return {
    ...scored(overall),
    domains: [...byDomain].map(([domainId, tally]) => ({ domainId, ...scored(tally) })),
  };
}

/** The summary after one control's answer went from `before` to `after`: a difference, no other answer needed. */
export function applyAnswerChange(
  summary: AssessmentSummary,
  control: SummaryControl,
  before: ScoringState,
  after: ScoringState,
): AssessmentSummary {
  if (before === after) return summary;
  const overall = tallyOf(summary);
  contribute(overall, before, control.weight, -1);
  contribute(overall, after, control.weight, 1);
  let found = false;
  const domains = summary.domains.map((domain) => {
    if (domain.domainId !== control.domainId) return domain;
    found = true;
    const tally = tallyOf(domain);
    contribute(tally, before, control.weight, -1);
    contribute(tally, after, control.weight, 1);
    return { domainId: domain.domainId, ...scored(tally) };
  });
  if (!found) throw new Error(`Control ${control.ref} is in unknown domain ${control.domainId}`);
  return { ...scored(overall), domains };
}

/**
 * What one control's answer going from `before` to `after` adds to the tallies of the summary and
 * of the control's domain (negative where it takes away; all zero when nothing changes). Tallies
 * are sums, so differences added in any order end at the same summary.
 */
export function answerChangeDelta(
  control: SummaryControl,
  before: ScoringState,
  after: ScoringState,
): SummaryTally {
  const delta = emptyTally();
  if (before === after) return delta;
  contribute(delta, before, control.weight, -1);
  contribute(delta, after, control.weight, 1);
  return delta;
}

/** The summary of stored tallies: overall, and each domain's in the baseline's domain order. */
export function summaryOfTallies(
  overall: SummaryTally,
  domains: readonly (SummaryTally & { domainId: string })[],
): AssessmentSummary {
  return {
    ...scored(tallyOf(overall)),
    domains: domains.map((domain) => ({ domainId: domain.domainId, ...scored(tallyOf(domain)) })),
  };
}
