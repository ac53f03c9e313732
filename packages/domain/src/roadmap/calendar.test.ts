import { describe, expect, it } from 'vitest';
import { calendarTokenParts, escapeText, foldLine, roadmapCalendar } from './calendar.ts';

describe('roadmap calendar', () => {
  it('writes one all-day event per open item with a due date, text escaped', () => {
    const ics = roadmapCalendar(
      [
        {
          id: 'i1',
          title: 'Rotate keys; then, audit',
          dueDate: '2026-03-31',
          controlRef: 'A-1',
          status: 'open',
          updatedAt: '2026-03-01T10:00:00.000Z',
        },
        {
          id: 'i2',
          title: 'Done already',
          dueDate: '2026-03-30',
          controlRef: 'A-2',
          status: 'done',
          updatedAt: '2026-03-01T10:00:00.000Z',
        },
        {
          id: 'i3',
          title: 'No date',
          controlRef: 'A-3',
          status: 'open',
          updatedAt: '2026-03-01T10:00:00.000Z',
        },
      ],
      {
        name: 'Northwind roadmap',
        now: new Date('2026-03-02T08:00:00.000Z'),
        tenantName: () => 'Contoso',
        link: 'https://app.example/roadmap',
      },
    );
    expect(ics.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Assay//Roadmap//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Northwind roadmap',
      'BEGIN:VEVENT',
      'UID:i1@assay',
      'DTSTAMP:20260302T080000Z',
      'LAST-MODIFIED:20260301T100000Z',
      'DTSTART;VALUE=DATE:20260331',
      'DTEND;VALUE=DATE:20260401',
      'SUMMARY:Due: Rotate keys\\; then\\, audit',
      'DESCRIPTION:Contoso · control A-1',
      'URL:https://app.example/roadmap',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });

  it('escapes backslashes and line breaks', () => {
    expect(escapeText('a\\b\nc')).toBe('a\\\\b\\nc');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const folded = foldLine(`SUMMARY:${'é'.repeat(60)}`);
    const lines = folded.split('\r\n');
    expect(lines.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(
      `SUMMARY:${'é'.repeat(60)}`,
    );
  });

  it('reads a token of organisation, user and secret, and nothing else', () => {
    expect(calendarTokenParts(`org-1.u_1.${'s'.repeat(43)}`)).toEqual({
      tid: 'org-1',
      uid: 'u_1',
      secret: 's'.repeat(43),
    });
    expect([
      calendarTokenParts('org.u.short'),
      calendarTokenParts('a/b.u.' + 's'.repeat(43)),
      calendarTokenParts(''),
    ]).toEqual([null, null, null]);
  });
});
