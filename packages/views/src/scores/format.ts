/** A score or percentage as people read it: one decimal, or a dash when there is nothing to score. */
export function formatScore(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : value.toFixed(1);
}

export function formatPercent(value: number | null | undefined): string {
  return value === null || value === undefined ? '—' : `${value.toFixed(value % 1 === 0 ? 0 : 1)}%`;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** A calendar date ("3 Mar 2026") from an ISO timestamp; the same in every time zone the server and tests run in. */
export function formatDate(iso: string): string {
  return dateFormat.format(new Date(iso));
}
