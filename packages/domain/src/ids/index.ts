import { z } from 'zod';

/**
 * Ids of documents and users: 1–128 letters, digits, `-` or `_`, and never `__name__`
 * (reserved by Firestore). Firestore auto-ids and Firebase Auth uids both fit.
 */
export const SAFE_ID_PATTERN = /^(?!__.*__$)[A-Za-z0-9_-]+$/;
export const ID_MAX_LENGTH = 128;

export const idSchema = z
  .string()
  .min(1, 'Required')
  .max(ID_MAX_LENGTH, `At most ${ID_MAX_LENGTH} characters`)
  .regex(SAFE_ID_PATTERN, 'Must be an id of letters, digits, "-" or "_"');

/**
 * What an id in a callable's input points at: the authorisation harness fills id fields by this,
 * not by their name. `baselineDraft` is a baseline version that must still be a draft (save,
 * publish, delete), so the harness can give such a call a draft of the caller's own;
 * `globalBaseline`/`globalBaselineDraft` are versions of the global library (no organisation's);
 * `mail` is a document of the `mail` collection (no organisation's).
 */
export const idKinds = [
  'org',
  'tenant',
  'user',
  'baseline',
  'assessment',
  'baselineDraft',
  'globalBaseline',
  'globalBaselineDraft',
  'member',
  'invitation',
  'invitationToken',
  'invite',
  'respondentToken',
  'roadmapItem',
  'apiKey',
  'scimToken',
  'sharedUser',
  'sharingToken',
  'mail',
  'webhookEndpoint',
  'webhookDelivery',
] as const;
export type IdKind = (typeof idKinds)[number];

/**
 * An id field of a callable input, marked with what it points at (`{ idOf: 'tenant' }` in the
 * schema's metadata and JSON Schema). Every id in a contract input uses this, so tests can give
 * each id field another organisation's real id.
 */
export function idOf(kind: IdKind) {
  return idSchema.meta({ idOf: kind });
}

export function isSafeId(value: unknown): value is string {
  return (
    typeof value === 'string' &&
    value.length >= 1 &&
    value.length <= ID_MAX_LENGTH &&
    SAFE_ID_PATTERN.test(value)
  );
}

/** An opaque pagination cursor returned by a list callable and passed back unchanged. */
export const CURSOR_MAX_LENGTH = 1024;
export const cursorSchema = z
  .string()
  .min(1, 'Required')
  .max(CURSOR_MAX_LENGTH, `At most ${CURSOR_MAX_LENGTH} characters`)
  .regex(/^[A-Za-z0-9_-]+$/, 'Not a cursor returned by this list');

/** Timestamps travel as ISO-8601 UTC strings (`2026-01-31T12:00:00.000Z`). */
export const isoDateTimeSchema = z.iso.datetime();

export const pageSizeSchema = z
  .number()
  .int('Must be a whole number')
  .min(1, 'At least 1')
  .max(100, 'At most 100')
  .default(25);

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];
