export type ScoreTone = 'success' | 'warning' | 'danger';

/** Thresholds for colouring a 0–100 score: below `warning` is danger, below `success` is warning. */
export const scoreThresholds = { warning: 50, success: 75 } as const;

/** The tone of a 0–100 score (danger < 50 ≤ warning < 75 ≤ success). */
export function scoreTone(score: number): ScoreTone {
  if (score >= scoreThresholds.success) return 'success';
  if (score >= scoreThresholds.warning) return 'warning';
  return 'danger';
}
