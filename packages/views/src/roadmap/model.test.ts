import { describe, expect, it } from 'vitest';
import { columnsOf, keyboardTarget, placeAt, rankBetween } from './model.ts';

const item = (id: string, bucket: 'now' | 'next' | 'later', rank: number) => ({ id, bucket, rank });
const items = [
  item('a', 'now', 0),
  item('b', 'now', 1024),
  item('c', 'next', 0),
  item('d', 'next', 2048),
  item('e', 'later', 0),
];

describe('roadmap board model', () => {
  it('groups items by bucket in rank order', () => {
    const columns = columnsOf([item('x', 'now', 5), item('y', 'now', 1), item('z', 'later', 0)]);
    expect([columns.now.map((i) => i.id), columns.next, columns.later.map((i) => i.id)]).toEqual([
      ['y', 'x'],
      [],
      ['z'],
    ]);
  });

  it.each([
    [undefined, undefined, 0],
    [undefined, 4096, 3072],
    [undefined, 100, 50],
    [1024, undefined, 2048],
    [0, 1024, 512],
  ])('puts a rank between %s and %s: %s', (before, after, expected) => {
    expect(rankBetween(before, after)).toBe(expected);
  });

  it('places an item at an index of a column, counting without the item', () => {
    expect(placeAt(items, 'c', 'now', 1)).toEqual({ bucket: 'now', rank: 512 });
    expect(placeAt(items, 'a', 'now', 1)).toEqual({ bucket: 'now', rank: 2048 });
  });

  it('moves left and right between buckets at the same position, and up and down in a column', () => {
    expect(keyboardTarget(items, 'c', 'left')).toEqual({ bucket: 'now', rank: 0, index: 0 });
    expect(keyboardTarget(items, 'd', 'right')).toEqual({ bucket: 'later', rank: 1024, index: 1 });
    expect(keyboardTarget(items, 'b', 'up')).toEqual({ bucket: 'now', rank: 0, index: 0 });
    expect(keyboardTarget(items, 'c', 'down')).toEqual({ bucket: 'next', rank: 3072, index: 1 });
  });

  it('stops at the edges', () => {
    expect([
      keyboardTarget(items, 'a', 'left'),
      keyboardTarget(items, 'e', 'right'),
      keyboardTarget(items, 'a', 'up'),
      keyboardTarget(items, 'd', 'down'),
    ]).toEqual([null, null, null, null]);
  });
});
