import { describe, expect, it } from 'vitest';
import { OrderedMap } from './ordered-map.ts';

function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('OrderedMap', () => {
  it('matches a sorted reference under random inserts, replacements and deletes', () => {
    const random = seeded(42);
    const map = new OrderedMap<number, string>((a, b) => a - b, 4);
    const reference = new Map<number, string>();
    for (let step = 0; step < 20_000; step++) {
      const key = Math.floor(random() * 2_000);
      if (random() < 0.6) {
        map.set(key, `v${step}`);
        reference.set(key, `v${step}`);
      } else {
        expect(map.delete(key)).toBe(reference.delete(key));
      }
      if (step % 997 === 0) {
        const expected = [...reference.entries()].sort((a, b) => a[0] - b[0]);
        expect([...map.entries()]).toEqual(expected);
        expect([...map.entriesReversed()]).toEqual([...expected].reverse());
        expect(map.size).toBe(reference.size);
      }
    }
    for (const [key, value] of reference) expect(map.get(key)).toBe(value);
    expect(map.get(-1)).toBeUndefined();
  });

  it('empties completely and can be refilled', () => {
    const map = new OrderedMap<string, number>((a, b) => (a < b ? -1 : a > b ? 1 : 0), 4);
    for (let i = 0; i < 100; i++) map.set(`k${i}`, i);
    for (let i = 0; i < 100; i++) map.delete(`k${i}`);
    expect(map.size).toBe(0);
    expect([...map.entries()]).toEqual([]);
    map.set('again', 1);
    expect([...map.values()]).toEqual([1]);
  });
});
