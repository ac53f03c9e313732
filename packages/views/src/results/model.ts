// What the results view explains, computed from the pinned version's controls and the answers
// with the scoring functions of @assay/domain (the same the server keeps the summary with).
import type { Answer } from '@assay/domain/assessments';
import { roadmapPriority, type Effort } from '@assay/domain/roadmap';
import type { AppLocale } from '@assay/domain/locales';
import { creditFor, scoringStateOf, type ScoringState } from '@assay/domain/scoring';
import { m } from '@assay/messages';

type MessageFn = (inputs: Record<string, never>, options?: { locale?: AppLocale }) => string;

export interface ResultControl {
  ref: string;
  title: string;
  domainId: string;
  weight: number;
  effort: Effort;
  guidance: string;
}

export interface ResultDomain {
  id: string;
  name: string;
}

/** One control's part in the score: SPEC §3 made visible. */
export interface Contribution {
  ref: string;
  title: string;
  domainId: string;
  weight: number;
  state: ScoringState;
  /** 1, 0.5 or 0; null when the control is left out (not applicable, or an exception in force). */
  credit: number | null;
  /** weight × credit. */
  earned: number;
  /** Points of the overall score (0–100) this control costs: weight × (1 − credit) ÷ Σ weight × 100. */
  pointsLost: number;
}

export interface Explanation {
  rows: Contribution[];
  /** Σ(weight × credit) and Σ(weight) over the controls that count. */
  earned: number;
  possible: number;
  /** Controls left out of the score and coverage. */
  notApplicable: number;
  exceptions: number;
  unanswered: number;
}

/** Each control's weight, credit and points lost, in the version's order. */
export function explainScore(
  controls: readonly ResultControl[],
  answers: ReadonlyMap<string, Answer>,
): Explanation {
  let possible = 0;
  let earned = 0;
  let notApplicable = 0;
  let exceptions = 0;
  let unanswered = 0;
  const partial = controls.map((control) => {
    const state = scoringStateOf(answers.get(control.ref));
    const credit = state === 'exception' ? null : creditFor(state);
    if (state === 'exception') exceptions += 1;
    else if (credit === null) notApplicable += 1;
    else {
      possible += control.weight;
      earned += control.weight * credit;
      if (state === undefined) unanswered += 1;
    }
    return { control, state, credit };
  });
  const rows = partial.map(({ control, state, credit }) => ({
    ref: control.ref,
    title: control.title,
    domainId: control.domainId,
    weight: control.weight,
    state,
    credit,
    earned: credit === null ? 0 : control.weight * credit,
    pointsLost: credit === null || possible === 0 ? 0 : (control.weight * (1 - credit) * 100) / possible,
  }));
  return { rows, earned, possible, notApplicable, exceptions, unanswered };
}

export interface Gap {
  ref: string;
  title: string;
  domainId: string;
  weight: number;
  effort: Effort;
  credit: number;
  state: ScoringState;
  guidance: string;
  /** weight × (1 − credit) ÷ effort factor (SPEC §3, the roadmap's priority). */
  priority: number;
}

/** Controls that count and are not fully met (unanswered included), highest priority first. */
export function gapsByPriority(
  controls: readonly ResultControl[],
  answers: ReadonlyMap<string, Answer>,
): Gap[] {
  const gaps: Gap[] = [];
  for (const control of controls) {
    const state = scoringStateOf(answers.get(control.ref));
    if (state === 'exception') continue;
    const credit = creditFor(state);
    if (credit === null || credit >= 1) continue;
    gaps.push({
      ...control,
      credit,
      state,
      priority: roadmapPriority({ weight: control.weight, effort: control.effort, credit }),
    });
  }
  return gaps.sort((a, b) => b.priority - a.priority || b.weight - a.weight || a.ref.localeCompare(b.ref));
}

export type Movement = 'improved' | 'regressed' | 'unchanged';

/** How a score or credit moved; something left out on either side (null) has not moved. */
export function movementOf(before: number | null | undefined, after: number | null | undefined): Movement {
  if (typeof before !== 'number' || typeof after !== 'number' || before === after) return 'unchanged';
  return after > before ? 'improved' : 'regressed';
}

export interface ControlComparison {
  ref: string;
  title: string;
  before: ScoringState;
  after: ScoringState;
  movement: Movement;
  /** Only in one of the two (they pin different versions of the baseline). */
  presence: 'both' | 'before' | 'after';
}

/** Control by control, matched by ref: improved when its credit rose, regressed when it fell. */
export function compareControls(
  before: { controls: readonly ResultControl[]; answers: ReadonlyMap<string, Answer> },
  after: { controls: readonly ResultControl[]; answers: ReadonlyMap<string, Answer> },
): ControlComparison[] {
  const creditOf = (state: ScoringState) => (state === 'exception' ? null : creditFor(state));
  const beforeRefs = new Map(before.controls.map((c) => [c.ref, c]));
  const rows: ControlComparison[] = after.controls.map((control) => {
    const a = scoringStateOf(before.answers.get(control.ref));
    const b = scoringStateOf(after.answers.get(control.ref));
    const present = beforeRefs.has(control.ref);
    return {
      ref: control.ref,
      title: control.title,
      before: a,
      after: b,
      movement: present ? movementOf(creditOf(a), creditOf(b)) : 'unchanged',
      presence: present ? 'both' : 'after',
    };
  });
  const afterRefs = new Set(after.controls.map((c) => c.ref));
  for (const control of before.controls) {
    if (afterRefs.has(control.ref)) continue;
    rows.push({
      ref: control.ref,
      title: control.title,
      before: scoringStateOf(before.answers.get(control.ref)),
      after: undefined,
      movement: 'unchanged',
      presence: 'before',
    });
  }
  return rows;
}

/** What people read for a control's state. */
const stateMessages: Record<Exclude<ScoringState, undefined> | 'unanswered', MessageFn> = {
  met: m.answer_state_met,
  partial: m.answer_state_partial,
  not_met: m.answer_state_not_met,
  not_applicable: m.answer_state_not_applicable,
  exception: m.answer_state_exception,
  unanswered: m.answer_state_unanswered,
};

/** What an answer's scoring state is called, in the page's language or in `locale`. */
export function stateLabel(state: ScoringState, locale?: AppLocale): string {
  return stateMessages[state ?? 'unanswered']({}, locale ? { locale } : undefined);
}
