// The standard callable error codes (SPEC §5). Services throw DomainError; only the
// functions' core/errors.ts maps it to an HttpsError, and the client maps codes to messages.
export const errorCodes = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'not-found',
  'already-exists',
  'failed-precondition',
  'resource-exhausted',
  'aborted',
  'unavailable',
  'deadline-exceeded',
  'internal',
] as const;

export type ErrorCode = (typeof errorCodes)[number];

import type { RefusalReason } from './reasons.ts';
import type { FieldRule, RuleParams } from './rules.ts';

export {
  fieldRules,
  isFieldRule,
  ruleOfSentence,
  ruleSentence,
  type FieldRule,
  type RuleParams,
} from './rules.ts';
export { issueRule, type IssueRule } from './issue-rule.ts';
export { isRefusalReason, refusalReasons, type RefusalReason } from './reasons.ts';

/**
 * A field-level problem: `path` names the field ("name", "tags.0"), `rule` the rule broken (a
 * stable code the client words, with `params`), `message` the server's English for it.
 */
export interface FieldIssue {
  path: string;
  rule: FieldRule;
  params?: RuleParams;
  message: string;
}

export interface ErrorDetails {
  fields?: FieldIssue[];
  /** For limits: which limit, and its value on the caller's plan. */
  limit?: { name: string; max: number };
  /** Why the call was refused, a stable code the client words (with `params`). */
  reason?: RefusalReason;
  params?: RuleParams;
  [key: string]: unknown;
}

/**
 * `details.reason` of a refusal that means the caller's access has ended (an outside
 * respondent's link expired or was withdrawn): the client drops what it shows and says so,
 * instead of offering a retry.
 */
export const ACCESS_ENDED = 'access-ended' satisfies RefusalReason;

/**
 * `details.reason` of a member's call refused because their organisation requires two-step
 * sign-in and the session was signed in without a second step: the app offers to add one.
 */
export const SECOND_FACTOR_POLICY = 'second-factor-policy' satisfies RefusalReason;

/**
 * `details.reason` of a member's call refused because their email's domain requires single sign-on
 * and the session was signed in otherwise: the app offers to sign in with the identity provider.
 */
export const SSO_REQUIRED = 'sso-required' satisfies RefusalReason;

export class DomainError extends Error {
  readonly code: ErrorCode;
  readonly details: ErrorDetails | undefined;

  constructor(code: ErrorCode, message: string, details?: ErrorDetails) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
    this.details = details;
  }
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
