// Valid and malformed inputs generated from a contract's zod schema (through its JSON Schema),
// so that a new callable is covered by the matrix and bad-input tests without editing them.
// Id-like fields are filled from fixtures by field name; a field the generator cannot fill
// makes the test fail with a message saying which fixture to add.
import { z } from 'zod';
import type { CallableContract } from '@assay/domain/contracts';

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
  /** Set by `humanText()` in @assay/domain/text. */
  humanText?: boolean;
}

/** A value for an id-like field, and whose data it points at. */
export interface Fixture {
  value: unknown;
  /** 'A' when it names a resource of organisation A (so another organisation must not reach it). */
  owner: 'A' | 'B' | 'global';
}

export type Fixtures = Record<string, Fixture>;

export function inputSchemaOf(contract: CallableContract): JsonSchema {
  return z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
}

const stringCandidates = ['x', 'a', 'abc', 'demo', 'a-b', 'value1', '1'];

function fitsString(schema: JsonSchema, value: string): boolean {
  return (
    value.length >= (schema.minLength ?? 0) &&
    value.length <= (schema.maxLength ?? Number.POSITIVE_INFINITY) &&
    (!schema.pattern || new RegExp(schema.pattern, 'u').test(value))
  );
}

export class MissingFixtureError extends Error {}

interface GenerateState {
  fixtures: Fixtures;
  used: Set<Fixture['owner']>;
  unique: string;
}

function generate(schema: JsonSchema, field: string, state: GenerateState): unknown {
  const fixture = state.fixtures[field];
  if (fixture) {
    state.used.add(fixture.owner);
    return fixture.value;
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
      if (schema.pattern) {
        if (/id$/i.test(field)) throw new MissingFixtureError(`No fixture for id field "${field}": add one to the fixtures of the matrix test.`);
        const found = stringCandidates.find((candidate) => fitsString(schema, candidate));
        if (found === undefined) throw new MissingFixtureError(`Cannot generate a value for "${field}" (pattern ${schema.pattern}): add a fixture.`);
        return found;
      }
      const text = `Generated ${field} ${state.unique}`.slice(0, schema.maxLength ?? 60);
      return text.padEnd(schema.minLength ?? 0, 'x');
    }
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return true;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => generate(schema.items ?? {}, field, state));
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const key of schema.required ?? []) value[key] = generate(schema.properties?.[key] ?? {}, key, state);
      return value;
    }
    default:
      throw new MissingFixtureError(`Cannot generate a value for "${field}" of type ${JSON.stringify(schema.type)}: add a fixture.`);
  }
}

/** A minimal valid input (required fields only), checked against the contract. */
export function generateInput(contract: CallableContract, fixtures: Fixtures, unique: string): { input: Record<string, unknown>; owners: Set<Fixture['owner']> } {
  const state: GenerateState = { fixtures, used: new Set(), unique };
  const input = generate(inputSchemaOf(contract), '', state) as Record<string, unknown>;
  const checked = contract.input.safeParse(input);
  if (!checked.success) {
    throw new MissingFixtureError(`Generated input for ${contract.name} is invalid (${checked.error.message}); add a fixture for the field.`);
  }
  return { input, owners: state.used };
}

export interface MalformedCase {
  label: string;
  data: unknown;
  /** The field the error must name ('' for the whole input). */
  field: string;
}

function wrongTypeValue(schema: JsonSchema): unknown {
  const types = new Set([...(schema.anyOf ?? [schema]).flatMap((option) => (Array.isArray(option.type) ? option.type : [option.type]))]);
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
    { label: 'a __proto__ member carrying the input', data: JSON.parse(`{"__proto__":${JSON.stringify(valid)}}`) as unknown, field: '__proto__' },
    { label: 'a constructor member', data: { ...valid, constructor: { prototype: { polluted: true } } }, field: 'constructor' },
    { label: 'a prototype member', data: { ...valid, prototype: { polluted: true } }, field: 'prototype' },
    { label: 'a 1 MB field name', data: { ...valid, ['k'.repeat(1_000_000)]: 1 }, field: 'k'.repeat(100) },
  ];
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const options = property.anyOf ?? [property];
    if (schema.required?.includes(key)) {
      const { [key]: _dropped, ...rest } = valid;
      cases.push({ label: `${key} missing`, data: rest, field: key });
    }
    cases.push({ label: `${key} of the wrong type`, data: { ...valid, [key]: wrongTypeValue(property) }, field: key });
    for (const option of options) {
      if (option.type === 'string' && option.maxLength !== undefined) {
        cases.push({ label: `${key} over ${option.maxLength} characters`, data: { ...valid, [key]: 'x'.repeat(option.maxLength + 1) }, field: key });
      }
      if (option.type === 'string' && option.humanText) {
        const text = typeof valid[key] === 'string' && valid[key] !== '' ? valid[key] : 'Name';
        cases.push(
          { label: `${key} with NUL`, data: { ...valid, [key]: `${text}\u0000` }, field: key },
          { label: `${key} with a C1 control`, data: { ...valid, [key]: `${text}\u0085x` }, field: key },
          { label: `${key} with a right-to-left override`, data: { ...valid, [key]: `\u202E${text}` }, field: key },
          { label: `${key} with a bidi isolate`, data: { ...valid, [key]: `${text}\u2066x` }, field: key },
          { label: `${key} with a lone surrogate`, data: { ...valid, [key]: `${text}\uD800` }, field: key },
        );
        if ((option.minLength ?? 0) >= 1) cases.push({ label: `${key} made only of zero-width spaces`, data: { ...valid, [key]: '\u200B\u200B' }, field: key });
      }
      if (option.type === 'array' && option.items?.humanText) {
        cases.push({ label: `${key} with an item holding a right-to-left override`, data: { ...valid, [key]: ['\u202Eeu'] }, field: key });
      }
      if (option.enum) cases.push({ label: `${key} not one of the options`, data: { ...valid, [key]: 'not-an-option' }, field: key });
      if (option.type === 'array' && option.maxItems !== undefined) {
        const item = option.items ? generate(option.items, key, { fixtures: {}, used: new Set(), unique: 'x' }) : 'x';
        cases.push({ label: `${key} with ${option.maxItems + 1} items`, data: { ...valid, [key]: Array.from({ length: option.maxItems + 1 }, () => item) }, field: key });
      }
      if ((option.type === 'integer' || option.type === 'number') && option.maximum !== undefined) {
        cases.push({ label: `${key} above ${option.maximum}`, data: { ...valid, [key]: option.maximum + 1 }, field: key });
      }
    }
  }
  return cases;
}
