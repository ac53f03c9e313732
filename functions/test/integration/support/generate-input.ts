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

/** Whether a schema holds an id somewhere (itself, an option, or its list items). */
function holdsId(schema: JsonSchema): boolean {
  return (
    schema.idOf !== undefined ||
    (schema.anyOf ?? []).some(holdsId) ||
    (schema.items !== undefined && holdsId(schema.items))
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
  /** The field the error must name ('' for the whole input). */
  field: string;
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

/** Malformed variants of a valid input: unknown field, missing required, wrong type, too long, bad option, out of range. */
export function malformedCases(contract: CallableContract, valid: Record<string, unknown>): MalformedCase[] {
  const schema = inputSchemaOf(contract);
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
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const options = property.anyOf ?? [property];
    if (schema.required?.includes(key)) {
      const { [key]: _dropped, ...rest } = valid;
      cases.push({ label: `${key} missing`, data: rest, field: key });
    }
    cases.push({
      label: `${key} of the wrong type`,
      data: { ...valid, [key]: wrongTypeValue(property) },
      field: key,
    });
    for (const option of options) {
      if (option.type === 'string' && option.maxLength !== undefined) {
        cases.push({
          label: `${key} over ${option.maxLength} characters`,
          data: { ...valid, [key]: 'x'.repeat(option.maxLength + 1) },
          field: key,
        });
      }
      if (option.type === 'string' && option.humanText) {
        const text = typeof valid[key] === 'string' && valid[key] !== '' ? valid[key] : 'Name';
        cases.push(
          { label: `${key} with NUL`, data: { ...valid, [key]: `${text}\u0000` }, field: key },
          { label: `${key} with a C1 control`, data: { ...valid, [key]: `${text}\u0085x` }, field: key },
          {
            label: `${key} with a right-to-left override`,
            data: { ...valid, [key]: `\u202E${text}` },
            field: key,
          },
          { label: `${key} with a bidi isolate`, data: { ...valid, [key]: `${text}\u2066x` }, field: key },
          { label: `${key} with a lone surrogate`, data: { ...valid, [key]: `${text}\uD800` }, field: key },
        );
        if ((option.minLength ?? 0) >= 1)
          cases.push({
            label: `${key} made only of zero-width spaces`,
            data: { ...valid, [key]: '\u200B\u200B' },
            field: key,
          });
      }
      if (option.type === 'array' && option.items?.humanText) {
        cases.push({
          label: `${key} with an item holding a right-to-left override`,
          data: { ...valid, [key]: ['\u202Eeu'] },
          field: key,
        });
      }
      if (option.enum)
        cases.push({
          label: `${key} not one of the options`,
          data: { ...valid, [key]: 'not-an-option' },
          field: key,
        });
      if (option.type === 'array' && option.maxItems !== undefined) {
        const item = option.items
          ? generate(option.items, key, { ids: () => 'some-id', slots: [], unique: 'x' })
          : 'x';
        cases.push({
          label: `${key} with ${option.maxItems + 1} items`,
          data: { ...valid, [key]: Array.from({ length: option.maxItems + 1 }, () => item) },
          field: key,
        });
      }
      if ((option.type === 'integer' || option.type === 'number') && option.maximum !== undefined) {
        cases.push({
          label: `${key} above ${option.maximum}`,
          data: { ...valid, [key]: option.maximum + 1 },
          field: key,
        });
      }
    }
  }
  return cases;
}
