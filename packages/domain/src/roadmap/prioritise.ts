// Roadmap prioritisation (SPEC §3): one item per control not fully met;
// priority = weight × (1 − credit) ÷ effort factor; top third Now, next third Next, rest Later.
import { answerOf, creditFor } from '../scoring/index.ts';
import type { Answers } from '../scoring/index.ts';

export const efforts = ['S', 'M', 'L'] as const;
export type Effort = (typeof efforts)[number];
export const effortFactor: Readonly<Record<Effort, number>> = { S: 1, M: 2, L: 3 };

export const roadmapHorizons = ['now', 'next', 'later'] as const;
export type RoadmapHorizon = (typeof roadmapHorizons)[number];

export interface RoadmapCandidate {
  controlId: string;
  weight: number;
  effort: Effort;
  /** 0, 0.5 (or anything below 1). */
  credit: number;
}

export interface PrioritisedItem<T extends RoadmapCandidate = RoadmapCandidate> {
  item: T;
  priority: number;
  horizon: RoadmapHorizon;
}

export function roadmapPriority(candidate: Pick<RoadmapCandidate, 'weight' | 'effort' | 'credit'>): number {
  return (candidate.weight * (1 - candidate.credit)) / effortFactor[candidate.effort];
}

/**
 * The horizon of the item at `rank` (0 = highest priority) among `count` items:
 * ranks below ⌈count/3⌉ are Now, below ⌈2·count/3⌉ Next, the rest Later.
 */
export function horizonForRank(rank: number, count: number): RoadmapHorizon {
  if (rank < Math.ceil(count / 3)) return 'now';
  if (rank < Math.ceil((2 * count) / 3)) return 'next';
  return 'later';
}

/**
 * Sorts candidates by priority (highest first; ties by weight, then input order) and assigns
 * horizons by thirds. Candidates with credit ≥ 1 (fully met) are dropped.
 */
export function prioritiseRoadmap<T extends RoadmapCandidate>(
  candidates: readonly T[],
): PrioritisedItem<T>[] {
  const open = candidates
    .filter((candidate) => candidate.credit < 1)
    .map((item) => ({ item, priority: roadmapPriority(item) }))
    .sort((a, b) => b.priority - a.priority || b.item.weight - a.item.weight);
  return open.map((entry, rank) => ({ ...entry, horizon: horizonForRank(rank, open.length) }));
}

export interface RoadmapControl {
  id: string;
  weight: number;
  effort: Effort;
}

/** The gaps of an assessment: every applicable control not fully met (unanswered included). */
export function roadmapCandidates(controls: readonly RoadmapControl[], answers: Answers): RoadmapCandidate[] {
  const gaps: RoadmapCandidate[] = [];
  for (const control of controls) {
    const credit = creditFor(answerOf(answers, control.id));
    if (credit === null || credit >= 1) continue;
    gaps.push({ controlId: control.id, weight: control.weight, effort: control.effort, credit });
  }
  return gaps;
}
