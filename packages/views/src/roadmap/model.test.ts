import { describe, expect, it } from 'vitest';
import { RANK_MAX } from '@assay/domain/roadmap';
import { columnsOf, keyboardTarget, placeAt, rankBetween } from './model.ts';
import type { Placement } from './model.ts';

type Bucket = 'now' | 'next' | 'later';
type Item = { id: string; bucket: Bucket; rank: number };
const item = (id: string, bucket: Bucket, rank: number): Item => ({ id, bucket, rank });
const items = [
  item('a', 'now', 0),
  item('b', 'now', 1024),
  item('c', 'next', 0),
  item('d', 'next', 2048),
  item('e', 'later', 0),
];

/** The board after the placements are saved: what the user sees. */
function applied(board: readonly Item[], placements: Placement<Item>[] | undefined): Item[] {
  return board.map((candidate) => {
    const placed = placements?.find((placement) => placement.item.id === candidate.id);
    return placed ? { ...candidate, bucket: placed.bucket, rank: placed.rank } : candidate;
  });
}

const order = (board: readonly Item[], bucket: Bucket) => columnsOf(board)[bucket].map(({ id }) => id);

function expectValidRanks(board: readonly Item[]) {
  for (const { id, rank } of board) {
    expect(rank, id).toBeGreaterThanOrEqual(0);
    expect(rank, id).toBeLessThanOrEqual(RANK_MAX);
  }
}

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
    [undefined, undefined, 1024],
    [undefined, 4096, 3072],
    [undefined, 100, 50],
    [1024, undefined, 2048],
    [0, 1024, 512],
  ])('puts a rank between %s and %s: %s', (before, after, expected) => {
    expect(rankBetween(before, after)).toBe(expected);
  });

  it('places an item at an index of a column, counting without the item', () => {
    expect(order(applied(items, placeAt(items, 'c', 'now', 1)), 'now')).toEqual(['a', 'c', 'b']);
    expect(order(applied(items, placeAt(items, 'a', 'now', 1)), 'now')).toEqual(['b', 'a']);
  });

  it('moves an item to the top of a column whose first item has rank 0, twice in a row', () => {
    const column = [item('a', 'now', 0), item('b', 'now', 1024), item('c', 'now', 2048)];
    const once = applied(column, placeAt(column, 'c', 'now', 0));
    expect(order(once, 'now')).toEqual(['c', 'a', 'b']);
    const twice = applied(once, placeAt(once, 'b', 'now', 0));
    expect(order(twice, 'now')).toEqual(['b', 'c', 'a']);
    expectValidRanks(twice);
  });

  it('renumbers only the neighbours it needs when there is no room above the first item', () => {
    const column = ['a', 'b', 'c', 'd', 'e'].map((id, index) => item(id, 'now', index * 1024));
    const placements = placeAt(column, 'e', 'now', 0);
    expect(placements.map((placement) => placement.item.id)).toEqual(['e', 'a']);
    expect(order(applied(column, placements), 'now')).toEqual(['e', 'a', 'b', 'c', 'd']);
  });

  it('moves an item below a last item already at the highest rank', () => {
    const column = [item('a', 'later', RANK_MAX - 1), item('b', 'later', RANK_MAX), item('c', 'later', 5)];
    const moved = applied(column, placeAt(column, 'c', 'later', 2));
    expect(order(moved, 'later')).toEqual(['a', 'b', 'c']);
    expectValidRanks(moved);
  });

  it('keeps the order when items are dropped into the same gap until halving runs out', () => {
    // 2^-20 apart at 1024: halving reaches the doubles' precision after about 22 drops.
    let board = [item('top', 'next', 1024), item('bottom', 'next', 1024 + 2 ** -20)];
    const expected = ['top', 'bottom'];
    let renumbered = 0;
    for (let n = 0; n < 40; n += 1) {
      const id = `x${n}`;
      board = [...board, item(id, 'later', 0)];
      const placements = placeAt(board, id, 'next', 1);
      if (placements.length > 1) renumbered += 1;
      board = applied(board, placements);
      expected.splice(1, 0, id);
      expect(order(board, 'next'), `after ${n + 1} drops`).toEqual(expected);
    }
    expect(renumbered).toBeGreaterThan(0);
    expectValidRanks(board);
  });

  it('moves left and right between buckets at the same position, and up and down in a column', () => {
    const after = (id: string, move: 'left' | 'right' | 'up' | 'down') => {
      const target = keyboardTarget(items, id, move);
      return { index: target?.index, board: applied(items, target?.placements) };
    };
    const left = after('c', 'left');
    expect([left.index, order(left.board, 'now'), order(left.board, 'next')]).toEqual([
      0,
      ['c', 'a', 'b'],
      ['d'],
    ]);
    const right = after('d', 'right');
    expect([right.index, order(right.board, 'later')]).toEqual([1, ['e', 'd']]);
    const up = after('b', 'up');
    expect([up.index, order(up.board, 'now')]).toEqual([0, ['b', 'a']]);
    const down = after('c', 'down');
    expect([down.index, order(down.board, 'next')]).toEqual([1, ['d', 'c']]);
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
