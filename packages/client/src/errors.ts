import { isErrorCode, type ErrorCode, type ErrorDetails, type FieldIssue } from '@assay/domain/errors';

/** A callable failure as the UI sees it: a standard code, a message for people, field issues. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly fields: FieldIssue[];
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
    this.fields = details?.fields ?? [];
  }

  /** The message for one field, for forms: `error.fieldMessage('name')`. */
  fieldMessage(path: string): string | undefined {
    return this.fields.find((f) => f.path === path)?.message;
  }
}

/** What people read for each code (SPEC §5); the server's message is kept where it explains more. */
const messages: Record<ErrorCode, string> = {
  'invalid-argument': 'Some fields need your attention.',
  unauthenticated: 'Your session has ended. Please sign in again.',
  'permission-denied': "You don't have access to this.",
  'not-found': 'We could not find that. It may have been removed.',
  'already-exists': 'That already exists.',
  'failed-precondition': 'This cannot be done in the current state.',
  'resource-exhausted': 'Your plan limit has been reached. Upgrade your plan to go further.',
  aborted: 'Someone else changed this at the same time. Please try again.',
  unavailable: 'The service is unreachable. Check your connection; we will retry.',
  'deadline-exceeded': 'The server took too long to answer. Please try again.',
  internal: 'Something went wrong on our side. Please try again.',
};

/** Codes whose server message is written for people and shown as is (field issues go on their fields). */
const serverWorded = new Set<ErrorCode>([
  'already-exists',
  'failed-precondition',
  'resource-exhausted',
  'not-found',
]);

export function messageFor(code: ErrorCode): string {
  return messages[code];
}

export const retryableCodes: ReadonlySet<ErrorCode> = new Set(['unavailable', 'deadline-exceeded']);

/** Turns anything thrown by a callable (FirebaseError `functions/<code>`, network errors) into an AppError. */
export function toAppError(error: unknown): AppError {
  if (error instanceof AppError) return error;
  const raw = error as { code?: unknown; message?: unknown; details?: unknown } | null;
  const rawCode = typeof raw?.code === 'string' ? raw.code.replace(/^(functions|auth)\//, '') : undefined;
  const code: ErrorCode = isErrorCode(rawCode)
    ? rawCode
    : rawCode === 'network-request-failed'
      ? 'unavailable'
      : 'internal';
  const details =
    typeof raw?.details === 'object' && raw.details !== null ? (raw.details as ErrorDetails) : undefined;
  const serverMessage = typeof raw?.message === 'string' ? raw.message : '';
  const message =
    serverWorded.has(code) && serverMessage && !/^(INTERNAL|internal)$/.test(serverMessage)
      ? serverMessage
      : messages[code];
  return new AppError(code, message, details);
}
