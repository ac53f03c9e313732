// Opaque page cursors: base64url JSON of the last item's position plus a fingerprint of the
// query, so a cursor is refused (invalid-argument on `cursor`) when filters or sort changed.
import { createHash } from 'node:crypto';
import { DomainError } from '@assay/domain/errors';

export function queryFingerprint(query: unknown): string {
  return createHash('sha256').update(JSON.stringify(query)).digest('base64url').slice(0, 12);
}

export function encodeCursor(fingerprint: string, position: { value: string | number; id: string }): string {
  return Buffer.from(JSON.stringify({ f: fingerprint, v: position.value, i: position.id }), 'utf8').toString('base64url');
}

function invalidCursor(): DomainError {
  return new DomainError('invalid-argument', 'The page cursor does not belong to this list; start from the first page.', {
    fields: [{ path: 'cursor', message: 'Not a cursor of this list (filters or sort changed?)' }],
  });
}

export function decodeCursor(cursor: string, fingerprint: string): { value: string | number; id: string } {
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw invalidCursor();
  }
  if (typeof parsed !== 'object' || parsed === null) throw invalidCursor();
  const { f, v, i } = parsed as Record<string, unknown>;
  if (f !== fingerprint || typeof i !== 'string' || (typeof v !== 'string' && typeof v !== 'number')) throw invalidCursor();
  return { value: v, id: i };
}
