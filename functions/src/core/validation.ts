import { DomainError } from '@assay/domain/errors';
import type { FieldIssue } from '@assay/domain/errors';
import type { z } from 'zod';

const MAX_FIELD_ISSUES = 50;

function pathOf(path: readonly PropertyKey[]): string {
  return path.map((part) => String(part)).join('.');
}

/** zod issues as field issues: one per offending field ("tags.0"), unknown keys one each. */
export function fieldIssues(issues: readonly z.core.$ZodIssue[]): FieldIssue[] {
  const fields: FieldIssue[] = [];
  const seen = new Set<string>();
  const add = (path: string, message: string) => {
    const key = `${path}\u0000${message}`;
    if (seen.has(key) || fields.length >= MAX_FIELD_ISSUES) return;
    seen.add(key);
    fields.push({ path, message });
  };
  for (const issue of issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(pathOf([...issue.path, key]), 'Unknown field');
    } else {
      add(pathOf(issue.path), issue.message);
    }
  }
  return fields;
}

/**
 * Parses callable input with the contract schema, or throws `invalid-argument` naming each
 * field. A call without data (`httpsCallable(fn)()` sends `null`) is treated as `{}`.
 */
export function parseInput<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  const result = schema.safeParse(data ?? {});
  if (result.success) return result.data;
  const fields = fieldIssues(result.error.issues);
  const summary = fields.map((field) => (field.path ? `${field.path}: ${field.message}` : field.message)).join('; ');
  throw new DomainError('invalid-argument', `Invalid input — ${summary}`.slice(0, 500), { fields });
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
