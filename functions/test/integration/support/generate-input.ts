// Valid and malformed inputs generated from a contract's zod schema (through its JSON Schema),
// so that a new callable is covered by the matrix and bad-input tests without editing them.
// Id fields are recognised by their schema metadata (`idOf(kind)` in @assay/domain/ids, kept
// in the JSON Schema as `idOf`), never by their name, and filled by the test — optional id
// fields and id lists included. A string with the id pattern but no `idOf`, or a field the
// generator cannot fill, makes the test fail with a message saying what to add.
import { z } from 'zod';
import type { CallableContract } from '@assay/domain/contracts';
import { SAFE_ID_PATTERN } from '@assay/domain/ids';
import type { IdKind } from '@assay/domain/ids';

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
  examples?: unknown[];
  /** Set by `humanText()` in @assay/domain/text. */
  humanText?: boolean;
  /** Set by `idOf(kind)` in @assay/domain/ids. */
  idOf?: IdKind;
}

/**
 * The id to put in one id slot. Slots are numbered in the order the generator meets them
 * (fields in schema order, list items in order), so a test can give slot 0 an id of its own
 * organisation and the later slots another organisation's (an own parent with a foreign child).
 */
export type IdSource = (kind: IdKind, slot: number) => string;

export function inputSchemaOf(contract: CallableContract): JsonSchema {
  return z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

// 'C-0001' is a control ref, the first control of every synthetic baseline version (fixtures).
const stringCandidates = ['x', 'a', 'abc', 'demo', 'a-b', 'value1', '1', 'C-0001', 'someone@example.test'];

function fitsString(schema: JsonSchema, value: string): boolean {
  return (
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value))
  );
}

export class MissingFixtureError extends Error {}

/**
 * Whether a schema holds an id somewhere (itself, an option, its list items or its fields),
 * marked or not: an optional field that holds one is generated too, so that an unmarked id
 * fails the generator instead of slipping through unfilled.
 */
function holdsId(schema: JsonSchema): boolean {
  return (
    schema.idOf !== undefined ||
    schema.pattern === SAFE_ID_PATTERN.source ||
    (schema.anyOf ?? []).some(holdsId) ||
    (schema.items !== undefined && holdsId(schema.items)) ||
    Object.values(schema.properties ?? {}).some(holdsId)
  );
}

interface GenerateState {
  ids: IdSource;
  slots: { kind: IdKind; path: string }[];
  unique: string;
}

function generate(schema: JsonSchema, field: string, state: GenerateState): unknown {
  if (schema.idOf) {
    const slot = state.slots.length;
    state.slots.push({ kind: schema.idOf, path: field });
    return state.ids(schema.idOf, slot);
  }
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) {
    const option = schema.anyOf.find((candidate) => candidate.type !== 'null') ?? schema.anyOf[0];
    return option ? generate(option, field, state) : null;
  }
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      if (schema.format === 'date-time') return new Date().toISOString();
      if (schema.format === 'email') return `${state.unique}@example.test`.toLowerCase();
      if (schema.pattern) {
        if (schema.pattern === SAFE_ID_PATTERN.source) {
          throw new MissingFixtureError(
            `"${field}" looks like an id but has no idOf metadata: declare it with idOf(kind) from @assay/domain/ids.`,
          );
        }
        // The stock candidates (fixtures rely on them), then the schema's own examples (`.meta({ examples })`).
        const found = [...stringCandidates, ...(schema.examples ?? [])].find(
          (candidate): candidate is string => typeof candidate === 'string' && fitsString(schema, candidate),
        );
        if (found === undefined)
          throw new MissingFixtureError(
            `Cannot generate a value for "${field}" (pattern ${schema.pattern}): add a fixture.`,
          );
        return found;
      }
      const text = `Generated ${field} ${state.unique}`.slice(0, schema.maxLength ?? 60);
      return text.padEnd(schema.minLength ?? 0, 'x');
    }
    case 'integer':
    case 'number':
      return (
        schema.minimum ??
        (schema.exclusiveMinimum !== undefined
          ? schema.exclusiveMinimum + 1
          : Math.min(1, schema.maximum ?? 1))
      );
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array': {
      // Id lists get two items (an own and a foreign id can then sit side by side).
      const wanted =
        schema.items && holdsId(schema.items)
          ? Math.max(schema.minItems ?? 0, Math.min(2, schema.maxItems ?? 2))
          : (schema.minItems ?? 0);
      return Array.from({ length: wanted }, (_, index) =>
        generate(schema.items ?? {}, `${field}.${index}`, state),
      );
    }
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        // Required fields, and optional ones that hold ids: a foreign id must be tried wherever an id can go.
        if (schema.required?.includes(key) || holdsId(property))
          value[key] = generate(property, field ? `${field}.${key}` : key, state);
      }
      return value;
    }
    default:
      throw new MissingFixtureError(
        `Cannot generate a value for "${field}" of type ${JSON.stringify(schema.type)}: add a fixture.`,
      );
  }
}

export interface GeneratedInput {
  input: Record<string, unknown>;
  /** Every id slot filled, in order. */
  slots: { kind: IdKind; path: string }[];
}

/** A valid input (required fields, plus every field that holds an id), checked against the contract. */
export function generateInput(contract: CallableContract, ids: IdSource, unique: string): GeneratedInput {
  const state: GenerateState = { ids, slots: [], unique };
  const input = generate(inputSchemaOf(contract), '', state) as Record<string, unknown>;
  const checked = contract.input.safeParse(input);
  if (!checked.success) {
    throw new MissingFixtureError(
      `Generated input for ${contract.name} is invalid (${checked.error.message}); add a fixture for the field.`,
    );
  }
  return { input, slots: state.slots };
}

export interface MalformedCase {
  label: string;
  data: unknown;
  /** The field the error must name, dotted (`answer.note`, `refs.0`; '' for the whole input). */
  field: string;
}

type Path = (string | number)[];
const REMOVE = Symbol('remove');

/** A copy of `root` with the value at `path` replaced (or removed); the rest is shared. */
function withAt(root: unknown, path: Path, value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const copy = (Array.isArray(root) ? [...(root as unknown[])] : { ...(root as object) }) as Record<
    string | number,
    unknown
  >;
  const next = rest.length === 0 ? value : withAt(copy[head], rest, value);
  if (next === REMOVE) delete copy[head];
  else copy[head] = next;
  return copy;
}

function wrongTypeValue(schema: JsonSchema): unknown {
  const types = new Set([
    ...(schema.anyOf ?? [schema]).flatMap((option) =>
      Array.isArray(option.type) ? option.type : [option.type],
    ),
  ]);
  if (!types.has('number') && !types.has('integer')) return 12345;
  return 'not-a-number';
}

/** Strings that break a pattern: a path, a reserved `__name__`, punctuation (those the pattern refuses). */
function offPattern(schema: JsonSchema): string[] {
  if (!schema.pattern) return [];
  const pattern = new RegExp(schema.pattern, 'u');
  return ['a/b', '__x__', '!!'].filter(
    (candidate) =>
      !pattern.test(candidate) &&
      candidate.length >= (schema.minLength ?? 0) &&
      candidate.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY),
  );
}

/**
 * Malformed variants of a valid input: the whole input (unknown field, not an object, prototype
 * keys, a huge key), then every field, nested ones (`answer.note`, `refs.0`) included: missing,
 * wrong type, too long or too short, off its pattern or format, not an option, too many or too
 * few items, above or below its bounds, not whole, and text with controls or bidi marks.
 */
export function malformedCases(contract: CallableContract, valid: Record<string, unknown>): MalformedCase[] {
  const cases: MalformedCase[] = [
    { label: 'an unknown field', data: { ...valid, unexpectedField: 'x' }, field: 'unexpectedField' },
    { label: 'a string instead of an object', data: 'not an object', field: '' },
    // JSON.parse keeps "__proto__" as an own key, as a client's JSON would; the callable decoder turns it into the prototype.
    {
      label: 'a __proto__ member carrying the input',
      data: JSON.parse(`{"__proto__":${JSON.stringify(valid)}}`) as unknown,
      field: '__proto__',
    },
    {
      label: 'a constructor member',
      data: { ...valid, constructor: { prototype: { polluted: true } } },
      field: 'constructor',
    },
    { label: 'a prototype member', data: { ...valid, prototype: { polluted: true } }, field: 'prototype' },
    { label: 'a 1 MB field name', data: { ...valid, ['k'.repeat(1_000_000)]: 1 }, field: 'k'.repeat(100) },
  ];
  objectCases(inputSchemaOf(contract), valid, [], valid, cases);
  return cases;
}

/** Cases for the fields of an object: all of them at the top, the ones the valid input holds below it. */
function objectCases(
  schema: JsonSchema,
  value: unknown,
  path: Path,
  root: Record<string, unknown>,
  cases: MalformedCase[],
): void {
  const object = (value ?? {}) as Record<string, unknown>;
  if (path.length > 0 && schema.additionalProperties === false) {
    const field = [...path, 'unexpectedField'].join('.');
    cases.push({
      label: `${field} (an unknown field)`,
      data: withAt(root, [...path, 'unexpectedField'], 'x'),
      field,
    });
  }
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (path.length > 0 && object[key] === undefined) continue;
    fieldCases(property, object[key], [...path, key], root, cases, schema.required?.includes(key) ?? false);
  }
}

function fieldCases(
  property: JsonSchema,
  current: unknown,
  path: Path,
  root: Record<string, unknown>,
  cases: MalformedCase[],
  required: boolean,
): void {
  const field = path.join('.');
  const add = (label: string, value: unknown) =>
    cases.push({ label: `${field} ${label}`, data: withAt(root, path, value), field });
  if (required) cases.push({ label: `${field} missing`, data: withAt(root, path, REMOVE), field });
  add('of the wrong type', wrongTypeValue(property));
  const text = typeof current === 'string' && current !== '' ? current : 'Name';
  for (const option of property.anyOf ?? [property]) {
    if (option.type === 'string') {
      if (option.maxLength !== undefined)
        add(`over ${option.maxLength} characters`, 'x'.repeat(option.maxLength + 1));
      if ((option.minLength ?? 0) >= 1)
        add(`under ${option.minLength} characters`, 'x'.repeat((option.minLength ?? 1) - 1));
      for (const off of offPattern(option)) add(`off its pattern (${JSON.stringify(off)})`, off);
      if (option.format === 'date-time') add('not a date and time', '2026-13-45T25:61:00Z');
      if (option.format === 'email') add('not an email address', 'not-an-email');
    }
    if (option.type === 'string' && option.humanText) {
      add('with NUL', `${text}\u0000`);
      add('with a C1 control', `${text}\u0085x`);
      add('with a right-to-left override', `\u202E${text}`);
      add('with a bidi isolate', `${text}\u2066x`);
      add('with a lone surrogate', `${text}\uD800`);
      if ((option.minLength ?? 0) >= 1) add('made only of zero-width spaces', '\u200B\u200B');
    }
    if (option.type === 'array' && option.items?.humanText)
      add('with an item holding a right-to-left override', ['\u202Eeu']);
    if (option.enum) add('not one of the options', 'not-an-option');
    if (option.type === 'array') {
      const items = Array.isArray(current) ? (current as unknown[]) : [];
      const item =
        items[0] ??
        (option.items
          ? generate(option.items, field, { ids: () => 'some-id', slots: [], unique: 'x' })
          : 'x');
      if (option.maxItems !== undefined)
        add(
          `with ${option.maxItems + 1} items`,
          Array.from({ length: option.maxItems + 1 }, () => item),
        );
      if ((option.minItems ?? 0) >= 1)
        add(
          `with ${(option.minItems ?? 1) - 1} items`,
          Array.from({ length: (option.minItems ?? 1) - 1 }, () => item),
        );
      if (option.items && items.length > 0)
        fieldCases(option.items, items[0], [...path, 0], root, cases, false);
    }
    if (option.type === 'integer' || option.type === 'number') {
      if (option.maximum !== undefined) add(`above ${option.maximum}`, option.maximum + 1);
      if (option.minimum !== undefined) add(`below ${option.minimum}`, option.minimum - 1);
      if (option.exclusiveMaximum !== undefined)
        add(`at ${option.exclusiveMaximum}`, option.exclusiveMaximum);
      if (option.exclusiveMinimum !== undefined)
        add(`at ${option.exclusiveMinimum}`, option.exclusiveMinimum);
      if (option.type === 'integer')
        add('not a whole number', (typeof current === 'number' ? current : 1) + 0.5);
    }
    // Into objects (not into unions of objects: a union's error names the union's field).
    if (option.type === 'object' && !property.anyOf && typeof current === 'object' && current !== null)
      objectCases(option, current, path, root, cases);
  }
}
