import { describe, expect, it } from 'vitest';
import { withoutUndefined } from './callable.ts';

describe('withoutUndefined', () => {
  it('drops undefined properties at every depth, so optional fields arrive absent rather than null', () => {
    expect(withoutUndefined({ a: 1, b: undefined, c: { d: undefined, e: null }, f: [{ g: undefined, h: 'x' }] })).toEqual({ a: 1, c: { e: null }, f: [{ h: 'x' }] });
    expect(JSON.stringify(withoutUndefined({ search: undefined, pageSize: 25 }))).toBe('{"pageSize":25}');
  });
});
