import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allContracts } from '@assay/domain/contracts';
import { MAX_WIRE_DEPTH, MAX_WIRE_VALUES, wireDataIssue } from './wire-data.ts';

const INT64 = 'type.googleapis.com/google.protobuf.Int64Value';
const UINT64 = 'type.googleapis.com/google.protobuf.UInt64Value';

/** `leaf` inside `levels` arrays. */
function inArrays(levels: number, leaf: unknown): unknown {
  let value = leaf;
  for (let i = 0; i < levels; i += 1) value = [value];
  return value;
}

describe('wireDataIssue', () => {
  it('accepts plain JSON data and the protocol’s 64-bit integers', () => {
    expect(wireDataIssue(null)).toBeNull();
    expect(wireDataIssue('x')).toBeNull();
    expect(
      wireDataIssue({ name: 'Acme', tags: ['a', 'b'], meta: { n: 1, ok: true, none: null } }),
    ).toBeNull();
    expect(wireDataIssue({ n: { '@type': INT64, value: '-9007199254740993' } })).toBeNull();
    expect(wireDataIssue([{ '@type': UINT64, value: '18446744073709551615' }])).toBeNull();
  });

  it(`accepts ${MAX_WIRE_DEPTH - 1} levels of nesting below the data and refuses one more, naming the path`, () => {
    expect(wireDataIssue({ x: inArrays(MAX_WIRE_DEPTH - 1, 1) })).toBeNull();
    expect(wireDataIssue({ x: inArrays(MAX_WIRE_DEPTH, 1) })).toEqual({
      path: 'x.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0',
      rule: 'too-deep',
      params: { max: MAX_WIRE_DEPTH },
      message: 'Nested deeper than 16 levels',
    });
  });

  it('refuses nesting far beyond the stack (10,000 and 100,000 levels) without overflowing it', () => {
    expect(wireDataIssue(inArrays(10_000, 'x'))?.message).toBe('Nested deeper than 16 levels');
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i += 1) deep = { a: deep };
    expect(wireDataIssue({ sort: deep })?.path).toBe('sort.a.a.a.a.a.a.a.a.a.a.a.a.a.a.a');
  });

  it(`counts values: ${MAX_WIRE_VALUES} pass, one more is refused`, () => {
    // The data array itself is one value, its items the rest.
    expect(wireDataIssue(new Array<number>(MAX_WIRE_VALUES - 1).fill(0))).toBeNull();
    expect(wireDataIssue(new Array<number>(MAX_WIRE_VALUES).fill(0))).toEqual({
      path: '',
      rule: 'too-many-values',
      params: { max: MAX_WIRE_VALUES },
      message: `More than ${MAX_WIRE_VALUES} values`,
    });
    const wide = { rows: Array.from({ length: 1_000 }, () => Array.from({ length: 300 }, () => 0)) };
    expect(wireDataIssue(wide)?.message).toBe(`More than ${MAX_WIRE_VALUES} values`);
  });

  it.each<[string, unknown, string, string]>([
    ['an unknown @type', { '@type': 'probe' }, '', 'Unsupported "@type"'],
    ['an empty @type', { a: { '@type': '' } }, 'a', 'Unsupported "@type"'],
    ['a non-string @type', { a: [{ '@type': 7, value: '1' }] }, 'a.0', 'Unsupported "@type"'],
    [
      'an Int64Value that is not a number',
      { name: { '@type': INT64, value: 'not-a-number' } },
      'name',
      'Not a whole number in the 64-bit form',
    ],
    [
      'an Int64Value with a fraction',
      { n: { '@type': INT64, value: '1.5' } },
      'n',
      'Not a whole number in the 64-bit form',
    ],
    [
      'an Int64Value given as a number',
      { n: { '@type': INT64, value: 12 } },
      'n',
      'Not a whole number in the 64-bit form',
    ],
    [
      'a negative UInt64Value',
      { n: { '@type': UINT64, value: '-1' } },
      'n',
      'Not a whole number in the 64-bit form',
    ],
    ['an Int64Value without a value', { n: { '@type': INT64 } }, 'n', '"@type" takes exactly one "value"'],
    [
      'an Int64Value with another member',
      { n: { '@type': INT64, value: '1', x: 1 } },
      'n',
      '"@type" takes exactly one "value"',
    ],
    [
      'a @type under __proto__',
      JSON.parse('{"__proto__":{"@type":"probe"}}'),
      '__proto__',
      'Unsupported "@type"',
    ],
  ])('refuses %s, naming where it is', (_label, data, path, message) => {
    expect(wireDataIssue(data)).toEqual({ path, rule: 'typed-value', message });
  });

  /** Deepest nesting and most values a contract's input can have, from its JSON Schema. */
  function bounds(schema: Record<string, unknown>): { depth: number; values: number } {
    const children: { schema: Record<string, unknown>; times: number }[] = [];
    const properties = (schema.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const property of Object.values(properties)) children.push({ schema: property, times: 1 });
    if (schema.items)
      children.push({
        schema: schema.items as Record<string, unknown>,
        times: Number(schema.maxItems ?? Infinity),
      });
    const alternatives = ((schema.anyOf ?? schema.oneOf ?? []) as Record<string, unknown>[]).map(bounds);
    const own = children.map((child) => ({ ...bounds(child.schema), times: child.times }));
    return {
      depth: Math.max(0, ...alternatives.map((b) => b.depth), ...own.map((b) => b.depth + 1)),
      values: Math.max(
        1 + own.reduce((sum, b) => sum + b.times * b.values, 0),
        ...alternatives.map((b) => b.values),
      ),
    };
  }

  it('leaves room for every contract’s largest valid input', () => {
    for (const contract of allContracts) {
      const schema = z.toJSONSchema(contract.input, { io: 'input', unrepresentable: 'any' }) as Record<
        string,
        unknown
      >;
      const { depth, values } = bounds(schema);
      expect({ name: contract.name, fits: depth < MAX_WIRE_DEPTH && values <= MAX_WIRE_VALUES }).toEqual({
        name: contract.name,
        fits: true,
      });
    }
  });
});
