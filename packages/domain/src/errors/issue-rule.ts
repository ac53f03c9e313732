// A zod issue as a field rule (FieldIssue.rule and params): the functions' validation and the
// apps' form checks read schemas' issues the same way. Parse with `{ reportInput: true }`: a
// missing field is told from a wrong type by its input.
import type { z } from 'zod';
import { isFieldRule, ruleOfSentence, type FieldRule, type RuleParams } from './rules.ts';

export interface IssueRule {
  rule: FieldRule;
  params?: RuleParams;
}

const MAX_ALLOWED_SHOWN = 10;

type Sized = 'too_small' | 'too_big';
function sized(issue: z.core.$ZodIssueTooSmall | z.core.$ZodIssueTooBig, code: Sized): IssueRule {
  const small = code === 'too_small';
  const limit = Number(
    small ? (issue as z.core.$ZodIssueTooSmall).minimum : (issue as z.core.$ZodIssueTooBig).maximum,
  );
  const params: RuleParams = small ? { min: limit } : { max: limit };
  switch (issue.origin) {
    case 'string':
      if (small && limit === 1) return { rule: 'required' };
      return { rule: small ? 'too-short' : 'too-long', params };
    case 'array':
    case 'set':
      return { rule: small ? 'too-few' : 'too-many', params };
    case 'number':
    case 'int':
    case 'bigint':
      if (issue.inclusive === false) return { rule: small ? 'more-than' : 'less-than', params };
      return { rule: small ? 'too-small' : 'too-big', params };
    default:
      return { rule: 'invalid' };
  }
}

/** The rule a zod issue breaks, with its params (numbers and strings only). */
export function issueRule(issue: z.core.$ZodIssue): IssueRule {
  if (issue.code === 'custom') {
    const rule: unknown = issue.params?.rule;
    if (isFieldRule(rule)) {
      const params: RuleParams = {};
      for (const [name, value] of Object.entries(issue.params ?? {}))
        if (name !== 'rule' && (typeof value === 'string' || typeof value === 'number')) params[name] = value;
      return Object.keys(params).length > 0 ? { rule, params } : { rule };
    }
  }
  const known = ruleOfSentence(issue.message);
  if (known) return { rule: known };
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return { rule: 'required' };
      if (issue.expected === 'int') return { rule: 'not-whole-number' };
      return { rule: 'wrong-type', params: { expected: issue.expected } };
    case 'too_small':
    case 'too_big':
      return sized(issue, issue.code);
    case 'invalid_format':
      if (issue.format === 'email') return { rule: 'not-an-email' };
      if (issue.format === 'url') return { rule: 'not-a-url' };
      return { rule: 'format' };
    case 'not_multiple_of':
      return { rule: 'not-multiple', params: { step: Number(issue.divisor) } };
    case 'invalid_value':
      return {
        rule: 'not-allowed',
        params: {
          allowed: issue.values
            .slice(0, MAX_ALLOWED_SHOWN)
            .map((value) => String(value))
            .join(', '),
        },
      };
    case 'unrecognized_keys':
      return { rule: 'unknown-field' };
    default:
      return { rule: 'invalid' };
  }
}
