// Dates in a mail, written as its reader's language writes them (Intl, UTC: the server knows no
// reader's time zone, so the mail says which one it means when it gives a time).
import type { Locale } from '@assay/domain/locales';

/** The day, e.g. "15 March 2026" / "15 mars 2026". */
export function mailDay(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso));
}

/** The day and the time with its zone, e.g. "8 April 2026 at 09:00:00 UTC". */
export function mailDayAndTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'long', timeZone: 'UTC' }).format(
    new Date(iso),
  );
}
