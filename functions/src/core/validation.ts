import { DomainError, issueRule } from '@assay/domain/errors';
import type { FieldIssue } from '@assay/domain/errors';
import type { z } from 'zod';

const MAX_FIELD_ISSUES = 50;
/** Field names are echoed back; a 1 MB key must not make a 1 MB error. */
export const MAX_ECHOED_PATH = 100;
/** Keys that reach object prototypes: never input, whatever the schema says. */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
/** Bounds the walk for prototype keys (zod bounds everything else). */
const MAX_WALK_DEPTH = 32;

export function pathOf(path: readonly PropertyKey[]): string {
  const joined = path.map((part) => String(part)).join('.');
  return joined.length > MAX_ECHOED_PATH ? `${joined.slice(0, MAX_ECHOED_PATH)}…` : joined;
}

/** An unknown (or prototype) key's issue. */
const unknownField = (path: string): FieldIssue => ({
  path,
  rule: 'unknown-field',
  message: 'Unknown field',
});

/**
 * zod issues as field issues: one per offending field ("tags.0"), unknown keys one each; each
 * names its rule (with params) for the client to word, and keeps zod's or the schema's English.
 */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  const fields: FieldIssue[] = [];
  const seen = new Set<string>();
  const add = (field: FieldIssue) => {
    const key = `${field.path}\u0000${field.message}`;
    if (seen.has(key) || fields.length >= MAX_FIELD_ISSUES) return;
    seen.add(key);
    fields.push(field);
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(unknownField(pathOf([...issue.path, key])));
    } else {
      add({ path: pathOf(issue.path), ...issueRule(issue), message: issue.message });
    }
  }
  return fields;
}

/**
 * Paths of prototype keys in `data`. The callable decoder copies objects with `obj[key] = …`,
 * so a `"__proto__"` member arrives as the object's PROTOTYPE (its members then read as input);
 * an object whose prototype is not Object.prototype is reported as `__proto__` too.
 */
function prototypeKeyPaths(data: unknown, path: PropertyKey[] = [], found: string[] = []): string[] {
  if (
    data === null ||
    typeof data !== 'object' ||
    path.length > MAX_WALK_DEPTH ||
    found.length >= MAX_FIELD_ISSUES
  )
    return found;
  if (Array.isArray(data)) {
    data.forEach((item, index) => prototypeKeyPaths(item, [...path, index], found));
    return found;
  }
  const proto: unknown = Object.getPrototypeOf(data);
  if (proto !== Object.prototype && proto !== null) found.push(pathOf([...path, '__proto__']));
  for (const key of Object.keys(data)) {
    if (PROTOTYPE_KEYS.has(key)) found.push(pathOf([...path, key]));
    else prototypeKeyPaths((data as Record<string, unknown>)[key], [...path, key], found);
  }
  return found;
}

export function invalidInput(fields: FieldIssue[]): DomainError {
  const summary = fields
    .map((field) => (field.path ? `${field.path}: ${field.message}` : field.message))
    .join('; ');
  return new DomainError('invalid-argument', `Invalid input — ${summary}`.slice(0, 500), { fields });
}

/**
 * Parses callable input with the contract schema, or throws `invalid-argument` naming each
 * field. A call without data (`httpsCallable(fn)()` sends `null`) is treated as `{}`.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const prototypeKeys = prototypeKeyPaths(data);
  if (prototypeKeys.length > 0) throw invalidInput(prototypeKeys.map(unknownField));
  // reportInput: a missing field (rule `required`) is told from a wrong type by its input.
  const result = schema.safeParse(data ?? {}, { reportInput: true });
  if (result.success) return result.data;
  throw invalidInput(fieldIssues(result.error.issues));
}

/** Drops `undefined` members so that optional fields are absent on the wire (the callable encoder would send null). */
export function withoutUndefined<T>(value: T): T {
  if (Array.isArray(value)) return value.map((item: unknown) => withoutUndefined(item)) as T;
  if (value !== null && typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      if (item !== undefined) copy[key] = withoutUndefined(item);
    }
    return copy as T;
  }
  return value;
}
