import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocaleProvider } from '../locale/locale-provider';
import { formatRelative, RelativeTime } from './relative-time';

const now = new Date('2026-11-23T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minute = 60_000;

describe('formatRelative', () => {
  it.each([
    [ago(20_000), 'now'],
    [ago(5 * minute), '5 minutes ago'],
    [ago(3 * 60 * minute), '3 hours ago'],
    [ago(24 * 60 * minute), 'yesterday'],
    [ago(3 * 24 * 60 * minute), '3 days ago'],
    [new Date('2026-03-12T09:00:00Z'), 'Mar 12'],
    [new Date('2025-03-12T09:00:00Z'), 'Mar 12, 2025'],
    [new Date(now.getTime() + 2 * 60 * minute), 'in 2 hours'],
    // A 2-hour grant a few seconds after it began; to the nearest unit, never into the next range.
    [new Date(now.getTime() + 2 * 60 * minute - 10_000), 'in 2 hours'],
    [ago(100 * minute), '2 hours ago'],
    [ago(59 * minute + 50_000), '59 minutes ago'],
    [ago(23 * 60 * minute + 50 * minute), '23 hours ago'],
  ])('%s reads "%s"', (date, expected) => {
    expect(formatRelative(date, now)).toBe(expected);
  });

  it('writes the locale it is given', () => {
    expect(formatRelative(ago(3 * 24 * 60 * minute), now, 'de')).toBe('vor 3 Tagen');
    expect(formatRelative(ago(20_000), now, 'fr')).toBe('maintenant');
    expect(formatRelative(new Date('2025-03-12T09:00:00Z'), now, 'en-GB')).toBe('12 Mar 2025');
  });
});

describe('RelativeTime', () => {
  it('shows the relative date in a <time> whose title is the exact date and time', () => {
    render(<RelativeTime value="2026-11-20T09:30:00Z" now={now} />);
    const time = screen.getByText('3 days ago');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2026-11-20T09:30:00.000Z');
    expect(time).toHaveAttribute('title', 'Friday, November 20, 2026 at 9:30 AM');
  });

  it('speaks the language of its LocaleProvider', () => {
    render(
      <LocaleProvider locale="de">
        <RelativeTime value="2026-11-20T09:30:00Z" now={now} />
      </LocaleProvider>,
    );
    expect(screen.getByText('vor 3 Tagen')).toHaveAttribute(
      'title',
      expect.stringMatching(/^Freitag, 20\. November 2026/),
    );
  });

  it('shows a dash for an unreadable date', () => {
    render(<RelativeTime value="not a date" now={now} />);
    expect(screen.getByText('—')).toBeInTheDocument();
  });
});
