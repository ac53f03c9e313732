// The callable protocol's `data`, checked before firebase-functions decodes it. Its decoder
// recurses without a depth limit and throws on an unknown or malformed `@type`, so a crafted
// body would end in HTTP 500 and an "Unhandled error" log before any of Assay's checks ran.
// This walk is iterative and bounded: what it refuses becomes `invalid-argument` in the
// pipeline, after authentication (core/define-callable.ts hands the issue over).
import type { FieldIssue } from '@assay/domain/errors';
import { pathOf } from './validation.ts';

/** Deepest nesting accepted (the deepest contract input is 4 levels; see wire-data.test.ts). */
export const MAX_WIRE_DEPTH = 16;
/** Most values accepted in one call (a baseline of 5,000 controls is about 100,000). */
export const MAX_WIRE_VALUES = 250_000;

// The only `@type` forms the protocol defines: 64-bit integers sent as strings.
const LONG_TYPES: Record<string, RegExp> = {
  'type.googleapis.com/google.protobuf.Int64Value': /^-?\d{1,20}$/,
  'type.googleapis.com/google.protobuf.UInt64Value': /^\d{1,20}$/,
};

interface Pending {
  value: unknown;
  depth: number;
  key: string | number | null;
  parent: Pending | null;
}

function pathTo(node: Pending): string {
  const keys: (string | number)[] = [];
  for (let at: Pending | null = node; at; at = at.parent) if (at.key !== null) keys.push(at.key);
  return pathOf(keys.reverse());
}

/** The protocol's 64-bit form (`{"@type", "value"}`), or what is wrong with an object that names a `@type`. */
function typedIssue(object: Record<string, unknown>): string | null {
  const type = object['@type'];
  const pattern = typeof type === 'string' ? LONG_TYPES[type] : undefined;
  if (!pattern) return 'Unsupported "@type"';
  const keys = Object.keys(object);
  if (keys.length !== 2 || !('value' in object)) return '"@type" takes exactly one "value"';
  if (typeof object.value !== 'string' || !pattern.test(object.value))
    return 'Not a whole number in the 64-bit form';
  return null;
}

/** The first reason `data` cannot be decoded safely (a field and the rule it breaks), or null. */
export function wireDataIssue(data: unknown): FieldIssue | null {
  const stack: Pending[] = [{ value: data, depth: 0, key: null, parent: null }];
  let values = 1;
  while (stack.length > 0) {
    const node = stack.pop() as Pending;
    const { value } = node;
    if (value === null || typeof value !== 'object') continue;
    if (node.depth >= MAX_WIRE_DEPTH)
      return {
        path: pathTo(node),
        rule: 'too-deep',
        params: { max: MAX_WIRE_DEPTH },
        message: `Nested deeper than ${MAX_WIRE_DEPTH} levels`,
      };
    const object = value as Record<string, unknown>;
    const isArray = Array.isArray(value);
    if (!isArray && Object.hasOwn(object, '@type')) {
      const issue = typedIssue(object);
      if (issue) return { path: pathTo(node), rule: 'typed-value', message: issue };
      continue;
    }
    // Counted before the children are listed: a huge array is refused without copying it.
    const keys = isArray ? null : Object.keys(object);
    values += isArray ? value.length : (keys as string[]).length;
    if (values > MAX_WIRE_VALUES)
      return {
        path: '',
        rule: 'too-many-values',
        params: { max: MAX_WIRE_VALUES },
        message: `More than ${MAX_WIRE_VALUES} values`,
      };
    const depth = node.depth + 1;
    if (isArray) value.forEach((item: unknown, key) => stack.push({ value: item, depth, key, parent: node }));
    else for (const key of keys as string[]) stack.push({ value: object[key], depth, key, parent: node });
  }
  return null;
}
