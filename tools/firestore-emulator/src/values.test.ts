import { describe, expect, it } from 'vitest';
import { compareSegments, compareStrings, compareValues, valuesEqual, valuesIdentical } from './values.ts';

describe('compareStrings', () => {
  it('orders by code point (UTF-8 bytes), not UTF-16 units', () => {
    expect(compareStrings('\uFF5E', '\u{1F600}')).toBeLessThan(0);
    expect(compareStrings('\u{1F600}', '\uFF5E')).toBeGreaterThan(0);
    expect(compareStrings('a', 'ab')).toBeLessThan(0);
    expect(compareStrings('b', 'ab')).toBeGreaterThan(0);
    expect(compareStrings('same', 'same')).toBe(0);
  });
});

describe('compareSegments', () => {
  it('puts numeric ids first, in numeric order', () => {
    expect(compareSegments('__id9__', '__id10__')).toBeLessThan(0);
    expect(compareSegments('__id-5__', '__id3__')).toBeLessThan(0);
    expect(compareSegments('__id99__', 'a')).toBeLessThan(0);
    expect(compareSegments('b', 'a')).toBeGreaterThan(0);
  });
});

describe('compareValues', () => {
  it('compares integers and doubles numerically, large integers exactly', () => {
    expect(compareValues({ integerValue: '2' }, { doubleValue: 2.5 })).toBe(-1);
    expect(compareValues({ integerValue: '3' }, { doubleValue: 3 })).toBe(0);
    expect(compareValues({ integerValue: '9007199254740993' }, { integerValue: '9007199254740992' })).toBe(1);
    expect(compareValues({ integerValue: '9007199254740993' }, { doubleValue: 9007199254740992 })).toBe(1);
    expect(compareValues({ doubleValue: NaN }, { doubleValue: -Infinity })).toBe(-1);
    expect(compareValues({ doubleValue: NaN }, { doubleValue: NaN })).toBe(0);
  });

  it('orders maps key by key, then by size', () => {
    const map = (fields: Record<string, number>) => ({
      mapValue: {
        fields: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, { integerValue: String(v) }])),
      },
    });
    expect(compareValues(map({ a: 1 }), map({ a: 1, b: 0 }))).toBe(-1);
    expect(compareValues(map({ b: 0 }), map({ a: 5 }))).toBe(1);
    expect(compareValues(map({ a: 2 }), map({ a: 1, z: 9 }))).toBe(1);
  });
});

describe('equality', () => {
  it('valuesEqual treats 1 and 1.0 alike; valuesIdentical does not', () => {
    expect(valuesEqual({ integerValue: '1' }, { doubleValue: 1 })).toBe(true);
    expect(valuesIdentical({ integerValue: '1' }, { doubleValue: 1 })).toBe(false);
    expect(valuesEqual({ doubleValue: NaN }, { doubleValue: NaN })).toBe(true);
  });
});
