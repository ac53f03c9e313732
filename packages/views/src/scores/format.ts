import type { AppLocale } from '@assay/domain/locales';
import { formatDecimal, formatPercent as formatLocalePercent } from '../locale/format.ts';

/**
 * A score as people read it: one decimal in the page's language (or `language`), or a dash when
 * there is nothing to score.
 */
export function formatScore(value: number | null | undefined, language?: AppLocale): string {
  return value === null || value === undefined ? '—' : formatDecimal(value, 1, language);
}

/** A change with its sign ("+4.5", "−2.0", "±0.0") in the page's language. */
export function formatSigned(value: number): string {
  return `${value > 0 ? '+' : value < 0 ? '−' : '±'}${formatDecimal(Math.abs(value))}`;
}

/** A percentage (0–100) in the page's language ("42.5%", "42,5 %"), or a dash. */
export function formatPercent(value: number | null | undefined, language?: AppLocale): string {
  return value === null || value === undefined ? '—' : formatLocalePercent(value, language);
}

/** A calendar date ("3 Mar 2026") in the page's language; the same in every time zone. */
export { formatDate } from '../locale/format.ts';
