// Opaque page cursors: base64url JSON of the last item's position plus a fingerprint of the
// query, so a cursor is refused (invalid-argument on `cursor`) when filters or sort changed.
import { createHash } from 'node:crypto';
import { DomainError } from '@assay/domain/errors';
import { isSafeId } from '@assay/domain/ids';

export function queryFingerprint(query: unknown): string {
  return createHash('sha256').update(JSON.stringify(query)).digest('base64url').slice(0, 12);
}

export function encodeCursor(fingerprint: string, position: { value: string | number; id: string }): string {
  return Buffer.from(JSON.stringify({ f: fingerprint, v: position.value, i: position.id }), 'utf8').toString(
    'base64url',
  );
}

function invalidCursor(): DomainError {
  return new DomainError(
    'invalid-argument',
    'The page cursor does not belong to this list; start from the first page.',
    {
      fields: [
        {
          path: 'cursor',
          rule: 'stale-cursor',
          message: 'Not a cursor of this list (filters or sort changed?)',
        },
      ],
    },
  );
}

/** What a cursor's sort value is: a text key, or epoch milliseconds of a Firestore Timestamp. */
export type CursorValueKind = 'text' | 'millis';

/** Firestore Timestamps span years 1–9999; cursors only ever hold dates after 1970. */
const MAX_TIMESTAMP_MILLIS = 253_402_300_799_999;
const MAX_TEXT_VALUE = 1024;

function fitsKind(value: unknown, kind: CursorValueKind): value is string | number {
  if (kind === 'text') return typeof value === 'string' && value.length <= MAX_TEXT_VALUE;
  return (
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 && value <= MAX_TIMESTAMP_MILLIS
  );
}

/**
 * The position a cursor points after. Anything edited — not base64 JSON, another list's
 * fingerprint, a value of the wrong kind or out of range (NaN, 1e300), an id that is not an
 * id — is `invalid-argument` on `cursor`, never a failed query.
 */
export function decodeCursor(
  cursor: string,
  fingerprint: string,
  kind: 'text',
): { value: string; id: string };
export function decodeCursor(
  cursor: string,
  fingerprint: string,
  kind: 'millis',
): { value: number; id: string };
export function decodeCursor(
  cursor: string,
  fingerprint: string,
  kind: CursorValueKind,
): { value: string | number; id: string };
export function decodeCursor(
  cursor: string,
  fingerprint: string,
  kind: CursorValueKind,
): { value: string | number; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidCursor();
  const { f, v, i } = parsed as Record<string, unknown>;
  if (f !== fingerprint || !isSafeId(i) || !fitsKind(v, kind)) throw invalidCursor();
  return { value: v, id: i };
}
