import { setLocale } from '@assay/messages/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatNumber, formatPercent, formatRelativeTime } from './format.ts';

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
});
