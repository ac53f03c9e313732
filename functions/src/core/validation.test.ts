import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { contracts } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { parseInput, withoutUndefined } from './validation.ts';

function fieldsOf(schema: z.ZodType, data: unknown) {
  try {
    parseInput(schema, data);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('invalid-argument');
    return (error as DomainError).details?.fields;
  }
}

describe('parseInput', () => {
  it('names each offending field and rule', () => {
    const fields = fieldsOf(contracts.tenants.create.input, {
      name: '',
      kind: 'nope',
      tags: ['ok', 'Not OK!'],
      extra: 1,
      another: 2,
    });
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'name', rule: 'required', message: 'Enter a name' },
        {
          path: 'kind',
          rule: 'not-allowed',
          params: { allowed: 'client, subsidiary, supplier, self' },
          message: expect.stringContaining('Invalid option') as string,
        },
        { path: 'tags.1', rule: 'tag-format', message: 'Use lower-case letters, digits and single dashes' },
        { path: 'extra', rule: 'unknown-field', message: 'Unknown field' },
        { path: 'another', rule: 'unknown-field', message: 'Unknown field' },
      ]),
    );
  });

  it('names the rule of a limit with its number, and a refinement by its params', () => {
    expect(fieldsOf(contracts.tenants.create.input, { name: 'x'.repeat(500), kind: 'self' })).toEqual([
      { path: 'name', rule: 'too-long', params: { max: 120 }, message: 'At most 120 characters' },
    ]);
    expect(fieldsOf(contracts.roadmap.update.input, { itemId: 'b', dueDate: '2026-02-30' })).toEqual([
      { path: 'dueDate', rule: 'real-date', message: 'Not a real date' },
    ]);
  });

  it('treats a call without data as an empty object', () => {
    expect(parseInput(contracts.org.get.input, null)).toEqual({});
    expect(parseInput(contracts.org.get.input, undefined)).toEqual({});
    expect(fieldsOf(contracts.tenants.get.input, null)).toEqual([
      { path: 'tenantId', rule: 'required', message: expect.any(String) as string },
    ]);
  });

  it('rejects data that is not an object', () => {
    expect(fieldsOf(contracts.org.get.input, 'hello')).toEqual([
      { path: '', rule: 'wrong-type', params: { expected: 'object' }, message: expect.any(String) as string },
    ]);
    expect(fieldsOf(contracts.org.get.input, [1])).toHaveLength(1);
  });

  it('returns parsed data with defaults and trimming applied', () => {
    expect(parseInput(contracts.tenants.create.input, { name: '  A  ', kind: 'self' })).toEqual({
      name: 'A',
      kind: 'self',
    });
    expect(parseInput(contracts.tenants.list.input, { search: '  acme ' })).toEqual({
      search: 'acme',
      status: 'active',
      sort: { field: 'name', direction: 'asc' },
      pageSize: 25,
    });
  });

  // What the callable decoder makes of `{"__proto__": {...}}`: an object whose PROTOTYPE holds the members.
  const decoded = (raw: string): unknown => {
    const decode = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(decode);
      if (value === null || typeof value !== 'object') return value;
      const copy: Record<string, unknown> = {};
      for (const [key, item] of Object.entries(value)) copy[key] = decode(item);
      return copy;
    };
    return decode(JSON.parse(raw));
  };

  it.each([
    [
      'a __proto__ member turned into the prototype by the decoder',
      decoded('{"__proto__":{"tenantId":"abc"}}'),
      '__proto__',
    ],
    [
      'a __proto__ member next to a valid field',
      decoded('{"tenantId":"abc","__proto__":{"x":1}}'),
      '__proto__',
    ],
    [
      'an own __proto__ key',
      JSON.parse('{"tenantId":"abc","__proto__":{"tenantId":"x"}}') as unknown,
      '__proto__',
    ],
    ['a constructor key', { tenantId: 'abc', constructor: { name: 'x' } }, 'constructor'],
    ['a prototype key', { tenantId: 'abc', prototype: 1 }, 'prototype'],
  ])('rejects %s as an unknown field', (_label, data, path) => {
    expect(fieldsOf(contracts.tenants.get.input, data)).toEqual([
      { path, rule: 'unknown-field', message: 'Unknown field' },
    ]);
  });

  it('finds prototype keys nested in lists and objects', () => {
    const fields = fieldsOf(contracts.tenants.list.input, {
      sort: JSON.parse('{"__proto__":{"field":"name"}}') as unknown,
      tags: [{ constructor: 1 }],
    });
    expect(fields).toEqual([
      { path: 'sort.__proto__', rule: 'unknown-field', message: 'Unknown field' },
      { path: 'tags.0.constructor', rule: 'unknown-field', message: 'Unknown field' },
    ]);
  });

  it('truncates echoed field names', () => {
    const huge = 'k'.repeat(1_000_000);
    let error: unknown;
    try {
      parseInput(contracts.tenants.get.input, { tenantId: 'abc', [huge]: 1 });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(DomainError);
    expect(
      JSON.stringify({ message: (error as DomainError).message, details: (error as DomainError).details })
        .length,
    ).toBeLessThan(1_000);
    expect((error as DomainError).details?.fields?.[0]?.path).toMatch(/^k{100}…$/);
  });
});

describe('withoutUndefined', () => {
  it('drops undefined members deeply and keeps nulls', () => {
    expect(
      withoutUndefined({ a: 1, b: undefined, c: { d: undefined, e: null }, f: [{ g: undefined }] }),
    ).toEqual({ a: 1, c: { e: null }, f: [{}] });
    expect(Object.keys(withoutUndefined({ b: undefined }))).toEqual([]);
  });
});
