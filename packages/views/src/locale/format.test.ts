import { setLocale } from '@assay/messages/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDecimal,
  formatNumber,
  formatPercent,
  formatRelativeTime,
  intlLocale,
} from './format.ts';

afterEach(() => void setLocale('en', { reload: false }));

describe('format in the active locale', () => {
  it('writes dates, numbers, percentages and relative times in English', () => {
    void setLocale('en', { reload: false });
    expect(formatDate('2026-03-03T23:30:00Z')).toBe('3 Mar 2026');
    expect(formatNumber(1234567)).toBe('1,234,567');
    expect(formatPercent(42.5)).toBe('42.5%');
    expect(formatRelativeTime(-1, 'day')).toBe('yesterday');
  });

  it('follows the locale when it changes', () => {
    void setLocale('de', { reload: false });
    expect(formatDate('2026-03-03T23:30:00Z')).toBe('3. März 2026');
    expect(formatNumber(1234567)).toBe('1.234.567');
    expect(formatPercent(42.5)).toBe('42,5\u00a0%');
    expect(formatRelativeTime(2, 'hour')).toBe('in 2 Stunden');
    void setLocale('fr', { reload: false });
    expect(formatDate('2026-03-03T23:30:00Z')).toBe('3 mars 2026');
  });

  it('writes scores with the decimal comma, percentages and long dates as each locale does', () => {
    void setLocale('de', { reload: false });
    expect(formatDecimal(72.5)).toBe('72,5');
    expect(formatDecimal(0.125, 2)).toBe('0,13');
    expect(formatDate('2027-03-12T00:00:00Z', 'long')).toBe('12. März 2027');
    void setLocale('fr', { reload: false });
    expect(formatPercent(42.5)).toBe('42,5\u00a0%');
    expect(formatNumber(1234567)).toBe('1\u202f234\u202f567');
    void setLocale('nl', { reload: false });
    expect(formatNumber(49, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })).toBe(
      '€\u00a049',
    );
    void setLocale('en', { reload: false });
    expect(formatDecimal(72)).toBe('72.0');
    expect(formatDate('2027-03-12T00:00:00Z', 'long')).toBe('12 March 2027');
  });

  it('formats English and the pseudo-locale as English is written in Europe', () => {
    void setLocale('en-XA', { reload: false });
    expect(intlLocale()).toBe('en-GB');
    void setLocale('es', { reload: false });
    expect(intlLocale()).toBe('es');
  });
});
