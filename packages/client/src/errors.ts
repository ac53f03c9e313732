import { m } from '@assay/messages';
import { baseLocale, getLocale } from '@assay/messages/runtime';
import {
  isErrorCode,
  type ErrorCode,
  type ErrorDetails,
  type FieldIssue,
  type IssueRule,
} from '@assay/domain/errors';
import type { z } from 'zod';
import type * as ErrorWordingModule from './error-wording/index.ts';

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

  /**
   * The message for one field, for forms: `error.fieldMessage('name')`: its rule in the page's
   * language, or the server's English for a rule this client does not know. An English page reads
   * the server's own sentence, which names the rule of that field ("Enter a name").
   */
  fieldMessage(path: string): string | undefined {
    const issue = this.fields.find((f) => f.path === path);
    return issue && ((speaksServerLanguage() ? undefined : wording?.wordField(issue)) ?? issue.message);
  }
}

/**
 * The server writes its refusals and field rules in English, each sentence made for its case; the
 * client's wording of a rule or reason is more general, so it stands in only for other languages.
 */
function speaksServerLanguage(): boolean {
  return getLocale() === baseLocale;
}

type ErrorWording = typeof ErrorWordingModule;
/** The wording of rules and reasons, once loaded (it stays off the first route). */
let wording: ErrorWording | undefined;

/**
 * Loads the wording of field rules and refusal reasons; the callable client awaits it before it
 * turns a failure into an AppError. Failing to load (offline) leaves the server's English.
 */
export async function loadErrorWording(): Promise<void> {
  wording ??= await import('./error-wording/index.ts').catch(() => undefined);
}

/** Whether a page in another language than the server's still waits for the wording. */
export function awaitsErrorWording(): boolean {
  return !speaksServerLanguage() && wording === undefined;
}

/**
 * A rule the browser checked itself (a form's own check), worded as the server's field issue would
 * be: the schema's own sentence on an English page, the rule's wording in other languages.
 */
export function wordRule(rule: IssueRule, sentence: string): string {
  if (speaksServerLanguage()) return sentence;
  return wording?.wordField({ path: '', message: sentence, ...rule }) ?? sentence;
}

/** One schema issue as a form shows it (see wordRule); which rule it breaks is read in the lazy wording. */
export function issueMessage(issue: z.core.$ZodIssue): string {
  if (speaksServerLanguage()) return issue.message;
  return wording?.wordIssue(issue) ?? issue.message;
}

/**
 * What people read for each code (SPEC §5), looked up on the client in the page's language (codes
 * stay stable); the server's message is kept where it explains more.
 */
const messages: Record<ErrorCode, () => string> = {
  'invalid-argument': m.error_invalid_argument,
  unauthenticated: m.error_unauthenticated,
  'permission-denied': m.error_permission_denied,
  'not-found': m.error_not_found,
  'already-exists': m.error_already_exists,
  'failed-precondition': m.error_failed_precondition,
  'resource-exhausted': m.error_resource_exhausted,
  aborted: m.error_aborted,
  unavailable: m.error_unavailable,
  'deadline-exceeded': m.error_deadline_exceeded,
  internal: m.error_internal,
};

/**
 * Codes whose server message is written for people: a refusal's reason is worded on the client,
 * else the server's English is shown as is (field issues go on their fields).
 */
const serverWorded = new Set<ErrorCode>([
  'already-exists',
  'failed-precondition',
  'resource-exhausted',
  'not-found',
]);

export function messageFor(code: ErrorCode): string {
  return messages[code]();
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
  const reasonText = wording?.wordReason(details);
  const serverText =
    serverWorded.has(code) && serverMessage && !/^(INTERNAL|internal)$/.test(serverMessage)
      ? serverMessage
      : undefined;
  const message = speaksServerLanguage()
    ? (serverText ?? reasonText ?? messages[code]())
    : (reasonText ?? serverText ?? messages[code]());
  return new AppError(code, message, details);
}
