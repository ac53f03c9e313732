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
    const fields = fieldsOf(contracts.tenants.create.input, { name: '', kind: 'nope', tags: ['ok', 'Not OK!'], extra: 1, another: 2 });
    expect(fields).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Enter a name' },
        { path: 'kind', message: expect.stringContaining('Invalid option') as string },
        { path: 'tags.1', message: 'Use lower-case letters, digits and single dashes' },
        { path: 'extra', message: 'Unknown field' },
        { path: 'another', message: 'Unknown field' },
      ]),
    );
  });

  it('treats a call without data as an empty object', () => {
    expect(parseInput(contracts.org.get.input, null)).toEqual({});
    expect(parseInput(contracts.org.get.input, undefined)).toEqual({});
    expect(fieldsOf(contracts.tenants.get.input, null)).toEqual([{ path: 'tenantId', message: expect.any(String) as string }]);
  });

  it('rejects data that is not an object', () => {
    expect(fieldsOf(contracts.org.get.input, 'hello')).toEqual([{ path: '', message: expect.any(String) as string }]);
    expect(fieldsOf(contracts.org.get.input, [1])).toHaveLength(1);
  });

  it('returns parsed data with defaults and trimming applied', () => {
    expect(parseInput(contracts.tenants.create.input, { name: '  A  ', kind: 'self' })).toEqual({ name: 'A', kind: 'self' });
  });
});

describe('withoutUndefined', () => {
  it('drops undefined members deeply and keeps nulls', () => {
    expect(withoutUndefined({ a: 1, b: undefined, c: { d: undefined, e: null }, f: [{ g: undefined }] })).toEqual({ a: 1, c: { e: null }, f: [{}] });
    expect(Object.keys(withoutUndefined({ b: undefined }))).toEqual([]);
  });
});
