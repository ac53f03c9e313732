// The audit filters' dates: whole UTC days (yyyy-mm-dd, both inclusive) as the ISO range the
// audit contracts take (`from` inclusive, `to` exclusive).
import { m } from '@assay/messages';

const DAY_MS = 86_400_000;

/** A yyyy-mm-dd day as the ISO start of that day (UTC); `plusDays` moves it. */
function dayStart(day: string, plusDays = 0): string | undefined {
  const millis = Date.parse(`${day}T00:00:00.000Z`);
  return Number.isNaN(millis) ? undefined : new Date(millis + plusDays * DAY_MS).toISOString();
}

export interface DayRange {
  from?: string;
  to?: string;
  /** Set when the end is before the start (then `to` is left out). */
  problem?: string;
}

export function dayRange(fromDay: string, toDay: string): DayRange {
  const from = fromDay ? dayStart(fromDay) : undefined;
  const to = toDay ? dayStart(toDay, 1) : undefined;
  if (from && to && from >= to) return { from, problem: m.audit_range_problem() };
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
