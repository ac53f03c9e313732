/** A score or percentage as people read it: one decimal, or a dash when there is nothing to score. */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(1);
}

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value.toFixed(value % 1 === 0 ? 0 : 1)}%`;
}

/** A calendar date ("3 Mar 2026") in the page's language; the same in every time zone. */
export { formatDate } from '../locale/format.ts';
