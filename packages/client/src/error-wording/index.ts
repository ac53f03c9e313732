// The wording of field rules and refusal reasons in the page's language. Loaded where an error is
// shown (errors.ts imports it on a callable's first failure), so that these messages stay off
// every app's first route.
import { issueRule, type ErrorDetails, type FieldIssue } from '@assay/domain/errors';
import type { z } from 'zod';
import { reasonWords } from './reasons.ts';
import { ruleWords } from './rules.ts';

export { reasonWords, ruleWords };

/** A field issue in the page's language, or undefined for a rule this client does not know. */
export function wordField(issue: FieldIssue): string | undefined {
  return Object.hasOwn(ruleWords, issue.rule) ? ruleWords[issue.rule](issue.params ?? {}) : undefined;
}

/** A schema issue checked in the browser, worded by the rule it breaks (undefined: a rule this client does not know). */
export function wordIssue(issue: z.core.$ZodIssue): string | undefined {
  return wordField({ path: '', message: issue.message, ...issueRule(issue) });
}

/** A refusal's reason in the page's language, or undefined when it names none this client knows. */
export function wordReason(details: ErrorDetails | undefined): string | undefined {
  const reason = details?.reason;
  if (typeof reason !== 'string' || !Object.hasOwn(reasonWords, reason)) return undefined;
  return reasonWords[reason](details ?? {});
}
