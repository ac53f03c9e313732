import { FieldValue, Filter } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectFirestore, errorCode, ids } from './helpers.ts';

// Production's limits answer INVALID_ARGUMENT (code 3). Each case also shows the largest
// accepted value, so an emulator that refuses too much fails as well.

const { db } = connectFirestore('limits');
const col = db.collection('limits');
const values = (count: number): number[] => Array.from({ length: count }, (_, i) => i);

beforeAll(async () => {
  await col.doc('one').set({ n: 1, tags: [1, 2], a: 1, b: 1 });
});

describe('filter values', () => {
  it('in accepts 30 values and refuses 31', async () => {
    expect(ids(await col.where('n', 'in', values(30)).get())).toEqual(['one']);
    expect(await errorCode(col.where('n', 'in', values(31)).get())).toBe(3);
  });

  it('not-in accepts 30 values and refuses 31', async () => {
    expect(
      ids(
        await col
          .where(
            'n',
            'not-in',
            values(30).map((v) => v + 10),
          )
          .get(),
      ),
    ).toEqual(['one']);
    expect(
      await errorCode(
        col
          .where(
            'n',
            'not-in',
            values(31).map((v) => v + 10),
          )
          .get(),
      ),
    ).toBe(3);
  });

  it('array-contains-any accepts 30 values and refuses 31', async () => {
    expect(ids(await col.where('tags', 'array-contains-any', values(30)).get())).toEqual(['one']);
    expect(await errorCode(col.where('tags', 'array-contains-any', values(31)).get())).toBe(3);
  });

  it('refuses more than 30 disjunctions in disjunctive normal form, counting in-values as disjunctions', async () => {
    // (a in 5) AND (b in 6) = 30 conjunctions; (a in 6) AND (b in 6) = 36.
    expect(ids(await col.where('a', 'in', values(5)).where('b', 'in', values(6)).get())).toEqual(['one']);
    expect(await errorCode(col.where('a', 'in', values(6)).where('b', 'in', values(6)).get())).toBe(3);
    const ors = (count: number) => Filter.or(...values(count).map((v) => Filter.where('n', '==', v)));
    expect(ids(await col.where(ors(30)).get())).toEqual(['one']);
    expect(
      await errorCode(
        col
          .where(Filter.and(ors(16), Filter.or(Filter.where('a', '==', 1), Filter.where('b', '==', 1))))
          .get(),
      ),
    ).toBe(3);
    expect(await errorCode(col.where('n', 'in', values(31)).count().get())).toBe(3);
  });
});

describe('operators that cannot be combined', () => {
  it('at most one array-contains or array-contains-any per disjunction', async () => {
    expect(
      await errorCode(col.where('tags', 'array-contains', 1).where('tags', 'array-contains-any', [2]).get()),
    ).toBe(3);
    expect(
      await errorCode(col.where('tags', 'array-contains', 1).where('other', 'array-contains', 2).get()),
    ).toBe(3);
    // In separate branches of an OR they are allowed.
    expect(
      ids(
        await col
          .where(
            Filter.or(
              Filter.where('tags', 'array-contains', 1),
              Filter.where('tags', 'array-contains-any', [9]),
            ),
          )
          .get(),
      ),
    ).toEqual(['one']);
  });
});

describe('documents', () => {
  // Size of limits/big: name 7 + 4 + 16, field name "v" 2, string value length + 1, plus 32.
  const overhead = 7 + 4 + 16 + 2 + 1 + 32;

  it("accepts a document of exactly 1 MiB by Firestore's size rules and refuses one byte more", async () => {
    const ref = col.doc('big');
    await ref.set({ v: 'x'.repeat(1_048_576 - overhead) });
    expect(((await ref.get()).get('v') as string).length).toBe(1_048_576 - overhead);
    expect(await errorCode(ref.set({ v: 'x'.repeat(1_048_576 - overhead + 1) }))).toBe(3);
  });

  it('refuses an update or transform that grows a document past 1 MiB, leaving it unchanged', async () => {
    const ref = col.doc('grow');
    await ref.set({ a: 'x'.repeat(600_000) });
    expect(await errorCode(ref.update({ b: 'y'.repeat(600_000) }))).toBe(3);
    expect(await errorCode(ref.update({ c: FieldValue.arrayUnion('z'.repeat(600_000)) }))).toBe(3);
    expect(Object.keys((await ref.get()).data()!)).toEqual(['a']);
  });

  it('refuses an array directly inside an array, at any depth; arrays in maps in arrays are fine', async () => {
    // (firebase-admin itself refuses nested arrays in arrayUnion, so only stored values are tried.)
    expect(await errorCode(col.doc('nested-1').set({ a: [[1]] }))).toBe(3);
    expect(await errorCode(col.doc('nested-2').set({ m: { a: [1, []] } }))).toBe(3);
    expect((await col.doc('nested-1').get()).exists).toBe(false);
    await col.doc('nested-4').set({ a: [{ b: [1, 2] }, { c: [] }] });
    expect((await col.doc('nested-4').get()).get('a')).toEqual([{ b: [1, 2] }, { c: [] }]);
  });
});

describe('ids', () => {
  it('refuses "." and ".." as document or collection ids', async () => {
    expect(await errorCode(col.doc('.').set({ a: 1 }))).toBe(3);
    expect(await errorCode(col.doc('..').set({ a: 1 }))).toBe(3);
    expect(await errorCode(db.collection('..').doc('x').set({ a: 1 }))).toBe(3);
    await col.doc('...').set({ a: 1 });
    expect((await col.doc('...').get()).exists).toBe(true);
  });

  it('refuses ids matching __.*__ and accepts ones that only start or end with __', async () => {
    expect(await errorCode(col.doc('__x__').set({ a: 1 }))).toBe(3);
    expect(await errorCode(col.doc('____').set({ a: 1 }))).toBe(3);
    await col.doc('__x').set({ a: 1 });
    await col.doc('x__').set({ a: 1 });
    expect((await col.doc('__x').get()).exists).toBe(true);
  });

  it('accepts an id of 1,500 bytes and refuses 1,501 (UTF-8 bytes, not characters)', async () => {
    await col.doc('i'.repeat(1_500)).set({ a: 1 });
    expect(await errorCode(col.doc('i'.repeat(1_501)).set({ a: 1 }))).toBe(3);
    // 501 three-byte characters: 1,503 bytes.
    expect(await errorCode(col.doc('€'.repeat(501)).set({ a: 1 }))).toBe(3);
  });
});
