// SPEC §3: credit met 1, partial 0.5, not met 0; not applicable is excluded; unanswered counts 0
// and is reported as coverage (answered / applicable). Score = Σ(weight × credit) / Σ(weight)
// over applicable controls, 0–100 with one decimal.

export const answerStatuses = ['met', 'partial', 'not_met', 'not_applicable'] as const;
export type AnswerStatus = (typeof answerStatuses)[number];

export const CONTROL_WEIGHT_MIN = 1;
export const CONTROL_WEIGHT_MAX = 5;

/** Credit of an answer: met 1, partial 0.5, not met 0, unanswered 0; not applicable → null (excluded). */
export function creditFor(status: AnswerStatus | undefined): number | null {
  switch (status) {
    case 'met':
      return 1;
    case 'partial':
      return 0.5;
    case 'not_applicable':
      return null;
    case 'not_met':
    case undefined:
      return 0;
  }
}

export interface ScoredControl {
  id: string;
  domain: string;
  /** 1–5. */
  weight: number;
}

export type Answers =
  Readonly<Record<string, AnswerStatus | undefined>> | ReadonlyMap<string, AnswerStatus | undefined>;

export interface ScoreSummary {
  /** Σ(weight × credit) / Σ(weight) over applicable controls, 0–100 with one decimal; null when nothing is applicable. */
  score: number | null;
  /** answered / applicable, 0–100 with one decimal; null when nothing is applicable. */
  coverage: number | null;
  /** Controls in scope (applicable or not). */
  controls: number;
  /** Controls not marked not applicable (unanswered ones included). */
  applicable: number;
  /** Applicable controls with an answer (met, partial or not met). */
  answered: number;
  notApplicable: number;
  /** Σ(weight × credit). */
  earned: number;
  /** Σ(weight) over applicable controls. */
  possible: number;
}

export interface DomainScore extends ScoreSummary {
  domain: string;
}

export interface AssessmentScore {
  overall: ScoreSummary;
  /** In the order domains first appear among the controls. */
  domains: DomainScore[];
}

/**
 * A ratio as a percentage with one decimal, halves rounded up, or null for 0/0. Weights are whole
 * numbers and credits multiples of ½, so both sides are scaled to integers and rounded exactly:
 * floating point would round 4.45 % down (0.0445 × 1000 = 44.4999…).
 */
export function percent(numerator: number, denominator: number): number | null {
  if (denominator <= 0) return null;
  const n = Math.round(numerator * 2);
  const d = Math.round(denominator * 2);
  if (Math.abs(n - numerator * 2) > 1e-9 || Math.abs(d - denominator * 2) > 1e-9) {
    return Math.round((numerator / denominator) * 1000) / 10;
  }
  // tenths = round(1000 n / d) = floor((2000 n + d) / 2d), all in integers.
  return Math.floor((2000 * n + d) / (2 * d)) / 10;
}

function isAnswerMap(answers: Answers): answers is ReadonlyMap<string, AnswerStatus | undefined> {
  return answers instanceof Map;
}

/** The answer recorded for a control, from either a record or a map. */
export function answerOf(answers: Answers, controlId: string): AnswerStatus | undefined {
  return isAnswerMap(answers)
    ? answers.get(controlId)
    : Object.hasOwn(answers, controlId)
      ? answers[controlId]
      : undefined;
}

function emptyTally(): Omit<ScoreSummary, 'score' | 'coverage'> {
  return { controls: 0, applicable: 0, answered: 0, notApplicable: 0, earned: 0, possible: 0 };
}

function summarise(tally: Omit<ScoreSummary, 'score' | 'coverage'>): ScoreSummary {
  return {
    score: percent(tally.earned, tally.possible),
    coverage: percent(tally.answered, tally.applicable),
    ...tally,
  };
}

/** Scores an assessment by domain and overall. */
export function scoreAssessment(controls: readonly ScoredControl[], answers: Answers): AssessmentScore {
  const overall = emptyTally();
  const byDomain = new Map<string, ReturnType<typeof emptyTally>>();
  for (const control of controls) {
    let domain = byDomain.get(control.domain);
    if (!domain) {
      domain = emptyTally();
      byDomain.set(control.domain, domain);
    }
    const status = answerOf(answers, control.id);
    const credit = creditFor(status);
    for (const tally of [overall, domain]) {
      tally.controls += 1;
      if (credit === null) {
        tally.notApplicable += 1;
        continue;
      }
      tally.applicable += 1;
      if (status !== undefined) tally.answered += 1;
      tally.earned += control.weight * credit;
      tally.possible += control.weight;
    }
  }
  return {
    overall: summarise(overall),
    domains: [...byDomain].map(([domain, tally]) => ({ domain, ...summarise(tally) })),
  };
}
