/** One domain's result as the views show it (score and coverage 0–100 with one decimal, null when nothing is applicable). */
export interface DomainResult {
  id: string;
  name: string;
  score: number | null;
  coverage: number | null;
  answered: number;
  applicable: number;
}

/** A point of a score trend: one completed assessment. */
export interface TrendEntry {
  id: string;
  /** When it was completed (ISO). */
  at: string;
  score: number;
}
