import { useEffect, useState } from 'react';
import { useLocale } from '../locale/locale-provider';
import { cx } from '../utils/cx';
import * as styles from './relative-time.css';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Formats {
  relative: Intl.RelativeTimeFormat;
  exact: Intl.DateTimeFormat;
  sameYear: Intl.DateTimeFormat;
  otherYear: Intl.DateTimeFormat;
}

// Made once per locale: a table of relative times formats hundreds of cells.
const formatsByLocale = new Map<string | undefined, Formats>();

function formatsOf(locale: string | undefined): Formats {
  let formats = formatsByLocale.get(locale);
  if (!formats) {
    formats = {
      relative: new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
      exact: new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeStyle: 'short' }),
      sameYear: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short' }),
      otherYear: new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }),
    };
    formatsByLocale.set(locale, formats);
  }
  return formats;
}

/**
 * "now", "5 minutes ago", "yesterday", "3 days ago" in `locale` (a BCP 47 tag; the runtime's
 * default when undefined); beyond a week the date itself ("12 Mar", or "12 Mar 2025" in another
 * year): short enough never to wrap in a table cell.
 */
export function formatRelative(date: Date, now: Date, locale?: string): string {
  const { relative, sameYear, otherYear } = formatsOf(locale);
  const elapsed = now.getTime() - date.getTime();
  const past = Math.abs(elapsed);
  const sign = elapsed >= 0 ? -1 : 1;
  if (past < MINUTE) return relative.format(0, 'second');
  // To the nearest unit (a 2-hour grant seen a second later is "in 2 hours", not "in 1 hour"),
  // never rounded up into the next unit's range ("60 minutes").
  const count = (unit: number, below: number) => sign * Math.min(Math.round(past / unit), below - 1);
  if (past < HOUR) return relative.format(count(MINUTE, 60), 'minute');
  if (past < DAY) return relative.format(count(HOUR, 24), 'hour');
  if (past < 7 * DAY) return relative.format(count(DAY, 7), 'day');
  return (date.getFullYear() === now.getFullYear() ? sameYear : otherYear).format(date);
}

/** The exact moment, for the tooltip: "Monday, 23 November 2026 at 14:05". */
export function formatExact(date: Date, locale?: string): string {
  return formatsOf(locale).exact.format(date);
}

export interface RelativeTimeProps {
  /** An ISO date-time or a Date. */
  value: string | Date;
  /** The reference "now"; defaults to the clock, refreshed every minute. */
  now?: Date;
  className?: string;
}

function useMinuteClock(enabled: boolean): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = window.setInterval(() => setNow(new Date()), MINUTE);
    return () => window.clearInterval(timer);
  }, [enabled]);
  return now;
}

/**
 * A relative date ("3 days ago") in a <time> whose tooltip gives the exact date and time, in the
 * language of the nearest LocaleProvider.
 */
export function RelativeTime({ value, now, className }: RelativeTimeProps) {
  const locale = useLocale();
  const clock = useMinuteClock(now === undefined);
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return <span className={className}>—</span>;
  return (
    <time
      dateTime={date.toISOString()}
      title={formatExact(date, locale)}
      className={cx(styles.time, className)}
    >
      {formatRelative(date, now ?? clock, locale)}
    </time>
  );
}
