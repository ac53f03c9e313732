// The roadmap's due dates as an iCalendar feed (RFC 5545): one all-day event per open item with
// a due date. A calendar app subscribes to a per-user secret URL; its token is
// `<tid>.<uid>.<secret>` and only its SHA-256 is stored, so revoking deletes the hash.
import type { RoadmapItem } from './item.ts';

/** Items one feed carries (the soonest due first). */
export const CALENDAR_ITEMS_MAX = 500;

/** Splits a feed token into the organisation, the user and the secret; null when it is not one. */
export function calendarTokenParts(token: string): { tid: string; uid: string; secret: string } | null {
  const match = /^([A-Za-z0-9_-]{1,128})\.([A-Za-z0-9_-]{1,128})\.([A-Za-z0-9_-]{32,128})$/.exec(token);
  return match?.[1] && match[2] && match[3] ? { tid: match[1], uid: match[2], secret: match[3] } : null;
}

/** TEXT value escaping (RFC 5545 §3.3.11): backslash, semicolon, comma, line breaks. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Lines longer than 75 octets are folded: CRLF and a space, never inside a UTF-8 sequence. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = new TextEncoder().encode(char).length;
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

export function roadmapCalendar(
  items: readonly Pick<RoadmapItem, 'id' | 'title' | 'dueDate' | 'controlRef' | 'status' | 'updatedAt'>[],
  options: { name: string; now: Date; tenantName: (item: { id: string }) => string; link: string },
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Assay//Roadmap//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(options.name)}`,
  ];
  for (const item of items) {
    if (!item.dueDate || item.status === 'done') continue;
    const day = item.dueDate.replace(/-/g, '');
    const next = new Date(Date.parse(`${item.dueDate}T00:00:00Z`) + 86_400_000)
      .toISOString()
      .slice(0, 10)
      .replace(/-/g, '');
    lines.push(
      'BEGIN:VEVENT',
      `UID:${item.id}@assay`,
      `DTSTAMP:${stamp(options.now)}`,
      `LAST-MODIFIED:${stamp(new Date(item.updatedAt))}`,
      `DTSTART;VALUE=DATE:${day}`,
      `DTEND;VALUE=DATE:${next}`,
      `SUMMARY:${escapeText(`Due: ${item.title}`)}`,
      `DESCRIPTION:${escapeText(`${options.tenantName(item)} · control ${item.controlRef}`)}`,
      `URL:${options.link}`,
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
