import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor, queryFingerprint } from './cursor.ts';

const fingerprint = queryFingerprint({ list: 'test' });
const raw = (value: unknown) => Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote', () => {
    expect(decodeCursor(encodeCursor(fingerprint, { value: 'acme', id: 't1' }), fingerprint, 'text')).toEqual(
      { value: 'acme', id: 't1' },
    );
    expect(
      decodeCursor(encodeCursor(fingerprint, { value: 1_767_225_600_000, id: 't1' }), fingerprint, 'millis'),
    ).toEqual({ value: 1_767_225_600_000, id: 't1' });
  });

  it.each([
    ['garbage base64', '!!!not-base64', 'text'],
    ['base64 of something that is not JSON', Buffer.from('hello').toString('base64url'), 'text'],
    ['a JSON array', raw([fingerprint, 1, 't1']), 'text'],
    ['another list’s fingerprint', raw({ f: 'other', v: 'a', i: 't1' }), 'text'],
    ['NaN where a date belongs (JSON null)', raw({ f: fingerprint, v: Number.NaN, i: 't1' }), 'millis'],
    ['1e300 where a date belongs', raw({ f: fingerprint, v: 1e300, i: 't1' }), 'millis'],
    ['a negative date', raw({ f: fingerprint, v: -1, i: 't1' }), 'millis'],
    ['a fractional date', raw({ f: fingerprint, v: 1.5, i: 't1' }), 'millis'],
    ['a string where a number belongs', raw({ f: fingerprint, v: 'abc', i: 't1' }), 'millis'],
    ['a number where a name belongs', raw({ f: fingerprint, v: 12, i: 't1' }), 'text'],
    ['an overlong name', raw({ f: fingerprint, v: 'x'.repeat(2000), i: 't1' }), 'text'],
    ['a path as the id', raw({ f: fingerprint, v: 'a', i: 'a/b' }), 'text'],
    ['an object as the id', raw({ f: fingerprint, v: 'a', i: { x: 1 } }), 'text'],
  ] as const)('refuses %s with invalid-argument on cursor', (_label, cursor, kind) => {
    expect(() => decodeCursor(cursor, fingerprint, kind)).toThrow(
      expect.objectContaining({
        code: 'invalid-argument',
        details: { fields: [expect.objectContaining({ path: 'cursor' })] },
      }) as Error,
    );
  });
});
