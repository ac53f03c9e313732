// Dates, numbers, percentages and relative times in the page's language: the one place views
// format them (never a hard-coded 'en'). Formatters are made once per locale and options. A
// document in another language than the page's (a report printed for a client) passes its own.
import { pseudoLocale, type AppLocale } from '@assay/domain/locales';
import { activeLocale } from './active-locale.ts';

const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();

/**
 * The tag `Intl` formats and sorts in for the page's language: English as written in Europe
 * ("3 Mar 2026"), and the pseudo-locale as English. @assay/ui components take it as a prop.
 */
export function intlLocale(language: AppLocale = activeLocale()): string {
  return language === 'en' || language === pseudoLocale ? 'en-GB' : language;
}

function formatter<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
  language?: AppLocale,
): T {
  const locale = intlLocale(language);
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let made = cache.get(key) as T | undefined;
  if (!made) cache.set(key, (made = make(locale)));
  return made;
}

const dateOptions = {
  short: { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' },
  long: { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * A calendar date of an ISO timestamp or Date, the same in every time zone: "3 Mar 2026",
 * "3. März 2026"; with `month: 'long'` "3 March 2026" (billing dates).
 */
export function formatDate(
  value: string | number | Date,
  month: 'short' | 'long' = 'short',
  language?: AppLocale,
): string {
  const options = dateOptions[month];
  return formatter('date', options, (l) => new Intl.DateTimeFormat(l, options), language).format(
    new Date(value),
  );
}

const dateTimeOptions: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** A date and time in the reader's time zone. */
export function formatDateTime(value: string | number | Date): string {
  return formatter('datetime', dateTimeOptions, (l) => new Intl.DateTimeFormat(l, dateTimeOptions)).format(
    new Date(value),
  );
}

/** A count or amount with the locale's grouping ("1,234", "1.234"). */
export function formatNumber(
  value: number,
  options: Intl.NumberFormatOptions = {},
  language?: AppLocale,
): string {
  return formatter('number', options, (l) => new Intl.NumberFormat(l, options), language).format(value);
}

const percentOptions: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };

/** A score with one decimal ("72.5", "72,5"). */
export function formatDecimal(value: number, digits = 1, language?: AppLocale): string {
  return formatNumber(value, { minimumFractionDigits: digits, maximumFractionDigits: digits }, language);
}

/** A percentage given as 0–100 ("42.5%", "42,5 %"). */
export function formatPercent(value: number, language?: AppLocale): string {
  return formatter(
    'percent',
    percentOptions,
    (l) => new Intl.NumberFormat(l, percentOptions),
    language,
  ).format(value / 100);
}

const relativeOptions: Intl.RelativeTimeFormatOptions = { numeric: 'auto' };

/** "in 2 hours", "vor 3 Tagen": `amount` of `unit` from now (negative is past). */
export function formatRelativeTime(amount: number, unit: Intl.RelativeTimeFormatUnit): string {
  return formatter(
    'relative',
    relativeOptions,
    (l) => new Intl.RelativeTimeFormat(l, relativeOptions),
  ).format(amount, unit);
}
