import { FieldPath, Filter, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { connectFirestore, ids } from './helpers.ts';

const { db } = connectFirestore('queries');
const cities = db.collection('cities');

const data: Record<string, Record<string, unknown>> = {
  bj: {
    name: 'Beijing',
    country: 'China',
    population: 21_500_000,
    capital: true,
    regions: ['jingjinji', 'hebei'],
    meta: { rank: 1, area: 16_410.5 },
  },
  dc: {
    name: 'Washington',
    state: null,
    country: 'USA',
    population: 680_000,
    capital: true,
    regions: ['east_coast'],
    meta: { rank: 5, area: 177 },
  },
  la: {
    name: 'Los Angeles',
    state: 'CA',
    country: 'USA',
    population: 3_900_000,
    capital: false,
    regions: ['west_coast', 'socal'],
    meta: { rank: 3, area: 1302 },
  },
  sf: {
    name: 'San Francisco',
    state: 'CA',
    country: 'USA',
    population: 860_000,
    capital: false,
    regions: ['west_coast', 'norcal'],
    meta: { rank: 4, area: 121.4 },
  },
  tok: {
    name: 'Tokyo',
    state: null,
    country: 'Japan',
    population: 14_000_000,
    capital: true,
    regions: ['kanto', 'honshu'],
    meta: { rank: 2, area: 2194 },
  },
  nowhere: { name: 'Nowhere', score: NaN, regions: [] },
};

beforeAll(async () => {
  const batch = db.batch();
  for (const [id, fields] of Object.entries(data)) batch.set(cities.doc(id), fields);
  await batch.commit();
});

describe('where operators', () => {
  it('== on a string field', async () => {
    expect(ids(await cities.where('country', '==', 'USA').get())).toEqual(['dc', 'la', 'sf']);
  });

  it('== on a nested field', async () => {
    expect(ids(await cities.where('meta.rank', '==', 2).get())).toEqual(['tok']);
  });

  it('<, <=, >, >= on numbers, ordered by the inequality field', async () => {
    expect(ids(await cities.where('population', '<', 860_000).get())).toEqual(['dc']);
    expect(ids(await cities.where('population', '<=', 860_000).get())).toEqual(['dc', 'sf']);
    expect(ids(await cities.where('population', '>', 3_900_000).get())).toEqual(['tok', 'bj']);
    expect(ids(await cities.where('population', '>=', 3_900_000).get())).toEqual(['la', 'tok', 'bj']);
  });

  it('range filters on nested fields', async () => {
    expect(ids(await cities.where('meta.area', '<', 200).get())).toEqual(['sf', 'dc']);
  });

  it('range filters match only values of the same type', async () => {
    expect(ids(await cities.where('name', '>=', 'T').get())).toEqual(['tok', 'dc']);
    expect(ids(await cities.where('capital', '>', false).get())).toEqual(['bj', 'dc', 'tok']);
  });

  it('!= excludes documents without the field and null values', async () => {
    expect(ids(await cities.where('state', '!=', 'CA').get())).toEqual([]);
    expect(ids(await cities.where('country', '!=', 'USA').get())).toEqual(['bj', 'tok']);
  });

  it('== null and != null', async () => {
    expect(ids(await cities.where('state', '==', null).get())).toEqual(['dc', 'tok']);
    expect(ids(await cities.where('state', '!=', null).get())).toEqual(['la', 'sf']);
  });

  it('== NaN matches NaN only', async () => {
    expect(ids(await cities.where('score', '==', NaN).get())).toEqual(['nowhere']);
  });

  it('in and not-in', async () => {
    expect(ids(await cities.where('country', 'in', ['Japan', 'China']).get())).toEqual(['bj', 'tok']);
    expect(ids(await cities.where('country', 'not-in', ['USA', 'China']).get())).toEqual(['tok']);
  });

  it('array-contains and array-contains-any', async () => {
    expect(ids(await cities.where('regions', 'array-contains', 'west_coast').get())).toEqual(['la', 'sf']);
    expect(
      ids(await cities.where('regions', 'array-contains-any', ['kanto', 'east_coast', 'nope']).get()),
    ).toEqual(['dc', 'tok']);
  });

  it('in with arrays matches whole array values', async () => {
    expect(ids(await cities.where('regions', 'in', [['east_coast'], ['kanto']]).get())).toEqual(['dc']);
  });

  it('combines several equality filters', async () => {
    expect(
      ids(
        await cities
          .where('country', '==', 'USA')
          .where('capital', '==', false)
          .where('state', '==', 'CA')
          .get(),
      ),
    ).toEqual(['la', 'sf']);
  });

  it('combines an equality with a range on another field', async () => {
    expect(ids(await cities.where('country', '==', 'USA').where('population', '>', 700_000).get())).toEqual([
      'sf',
      'la',
    ]);
  });

  it('range filters on two fields', async () => {
    const snapshot = await cities.where('population', '>', 700_000).where('meta.rank', '<', 4).get();
    expect(ids(snapshot).sort()).toEqual(['bj', 'la', 'tok']);
  });
});

describe('values in filters', () => {
  it('map equality ignores key order; array equality does not', async () => {
    const col = db.collection('shapes');
    await col.doc('m').set({ map: { a: 1, b: { c: true } }, list: [1, 2] });
    expect(ids(await col.where('map', '==', { b: { c: true }, a: 1 }).get())).toEqual(['m']);
    expect(ids(await col.where('list', '==', [1, 2]).get())).toEqual(['m']);
    expect(ids(await col.where('list', '==', [2, 1]).get())).toEqual([]);
  });

  it('timestamp ranges', async () => {
    const col = db.collection('events');
    await col.doc('early').set({ at: Timestamp.fromMillis(1_000) });
    await col.doc('mid').set({ at: Timestamp.fromMillis(2_000_000) });
    await col.doc('late').set({ at: new Date(3_000_000_000) });
    await col.doc('not-a-time').set({ at: 'soon' });
    expect(ids(await col.where('at', '>', Timestamp.fromMillis(1_500)).get())).toEqual(['mid', 'late']);
    expect(ids(await col.where('at', '<=', new Date(2_000_000)).orderBy('at', 'desc').get())).toEqual([
      'mid',
      'early',
    ]);
  });
});

describe('documentId()', () => {
  it('== and in', async () => {
    expect(ids(await cities.where(FieldPath.documentId(), '==', 'la').get())).toEqual(['la']);
    expect(ids(await cities.where(FieldPath.documentId(), 'in', ['tok', 'sf', 'missing']).get())).toEqual([
      'sf',
      'tok',
    ]);
  });

  it('ranges and not-in', async () => {
    expect(
      ids(
        await cities.where(FieldPath.documentId(), '>=', 'la').where(FieldPath.documentId(), '<', 'sf').get(),
      ),
    ).toEqual(['la', 'nowhere']);
    expect(ids(await cities.where(FieldPath.documentId(), 'not-in', ['bj', 'dc']).get())).toEqual([
      'la',
      'nowhere',
      'sf',
      'tok',
    ]);
  });

  it('orders by document id descending', async () => {
    expect(ids(await cities.orderBy(FieldPath.documentId(), 'desc').limit(2).get())).toEqual(['tok', 'sf']);
  });
});

describe('composite filters', () => {
  it('Filter.or', async () => {
    const snapshot = await cities
      .where(Filter.or(Filter.where('country', '==', 'Japan'), Filter.where('state', '==', 'CA')))
      .get();
    expect(ids(snapshot)).toEqual(['la', 'sf', 'tok']);
  });

  it('Filter.and', async () => {
    const snapshot = await cities
      .where(Filter.and(Filter.where('capital', '==', true), Filter.where('country', '==', 'USA')))
      .get();
    expect(ids(snapshot)).toEqual(['dc']);
  });

  it('nested and/or', async () => {
    const snapshot = await cities
      .where(
        Filter.or(
          Filter.and(Filter.where('country', '==', 'USA'), Filter.where('capital', '==', true)),
          Filter.and(Filter.where('country', '==', 'Japan'), Filter.where('meta.rank', '==', 2)),
          Filter.and(
            Filter.where('state', '==', 'CA'),
            Filter.or(Filter.where('meta.rank', '==', 4), Filter.where('meta.rank', '==', 99)),
          ),
        ),
      )
      .get();
    expect(ids(snapshot)).toEqual(['dc', 'sf', 'tok']);
  });

  it('or with an inequality', async () => {
    const snapshot = await cities
      .where(Filter.or(Filter.where('population', '>', 10_000_000), Filter.where('name', '==', 'Washington')))
      .get();
    expect(ids(snapshot).sort()).toEqual(['bj', 'dc', 'tok']);
  });
});

describe('ordering and limits', () => {
  it('orderBy excludes documents lacking the field', async () => {
    expect(ids(await cities.orderBy('state').get())).toEqual(['dc', 'tok', 'la', 'sf']);
  });

  it('orders on several fields', async () => {
    expect(ids(await cities.orderBy('country').orderBy('population', 'desc').get())).toEqual([
      'bj',
      'tok',
      'la',
      'sf',
      'dc',
    ]);
  });

  it('orders by a nested field, descending', async () => {
    expect(ids(await cities.orderBy('meta.rank', 'desc').get())).toEqual(['dc', 'sf', 'la', 'tok', 'bj']);
  });

  it('limit and limitToLast', async () => {
    expect(ids(await cities.orderBy('population').limit(2).get())).toEqual(['dc', 'sf']);
    expect(ids(await cities.orderBy('population').limitToLast(2).get())).toEqual(['tok', 'bj']);
  });

  it('offset skips results before the limit applies', async () => {
    expect(ids(await cities.orderBy('meta.rank').offset(1).limit(2).get())).toEqual(['tok', 'la']);
    expect(ids(await cities.orderBy('meta.rank').offset(10).get())).toEqual([]);
  });

  it('orders ties by document id', async () => {
    expect(ids(await cities.orderBy('capital').get())).toEqual(['la', 'sf', 'bj', 'dc', 'tok']);
  });
});

describe('cursors', () => {
  const byRank = cities.orderBy('meta.rank');

  it('startAt and startAfter a value', async () => {
    expect(ids(await byRank.startAt(3).get())).toEqual(['la', 'sf', 'dc']);
    expect(ids(await byRank.startAfter(3).get())).toEqual(['sf', 'dc']);
  });

  it('endAt and endBefore a value', async () => {
    expect(ids(await byRank.endAt(2).get())).toEqual(['bj', 'tok']);
    expect(ids(await byRank.endBefore(2).get())).toEqual(['bj']);
    expect(ids(await byRank.startAt(2).endBefore(4).get())).toEqual(['tok', 'la']);
  });

  it('cursors over several order fields', async () => {
    const query = cities.orderBy('country').orderBy('population');
    expect(ids(await query.startAfter('USA', 680_000).get())).toEqual(['sf', 'la']);
    expect(ids(await query.startAt('Japan').get())).toEqual(['tok', 'dc', 'sf', 'la']);
  });

  it('startAfter and endAt a document snapshot', async () => {
    const la = await cities.doc('la').get();
    expect(ids(await byRank.startAfter(la).get())).toEqual(['sf', 'dc']);
    expect(ids(await byRank.endAt(la).get())).toEqual(['bj', 'tok', 'la']);
    expect(ids(await cities.startAfter(la).get())).toEqual(['nowhere', 'sf', 'tok']);
  });

  it('snapshot cursors break ties by document id', async () => {
    const bj = await cities.doc('bj').get();
    expect(ids(await cities.orderBy('capital').startAfter(bj).get())).toEqual(['dc', 'tok']);
    expect(ids(await cities.orderBy('capital').endBefore(bj).get())).toEqual(['la', 'sf']);
  });

  it('paginates a collection with startAfter(last snapshot)', async () => {
    const pages: string[][] = [];
    let query = cities.orderBy('name').limit(2);
    for (;;) {
      const page = await query.get();
      if (page.empty) break;
      pages.push(ids(page));
      query = cities.orderBy('name').startAfter(page.docs.at(-1)!).limit(2);
    }
    expect(pages).toEqual([
      ['bj', 'la'],
      ['nowhere', 'sf'],
      ['tok', 'dc'],
    ]);
  });

  it('cursors on a descending order', async () => {
    expect(ids(await cities.orderBy('meta.rank', 'desc').startAt(4).endAt(2).get())).toEqual([
      'sf',
      'la',
      'tok',
    ]);
  });
});

describe('projection', () => {
  it('select() returns only the named fields, nested ones included', async () => {
    const snapshot = await cities.where('country', '==', 'Japan').select('name', 'meta.rank').get();
    expect(snapshot.docs.map((doc) => doc.data())).toEqual([{ name: 'Tokyo', meta: { rank: 2 } }]);
  });

  it('select() with no fields returns ids and empty data', async () => {
    const snapshot = await cities.orderBy('meta.rank').limit(2).select().get();
    expect(ids(snapshot)).toEqual(['bj', 'tok']);
    expect(snapshot.docs.map((doc) => doc.data())).toEqual([{}, {}]);
  });
});

describe('subcollections', () => {
  it('queries a collection under a document without touching same-named collections elsewhere', async () => {
    await cities.doc('sf').collection('landmarks').doc('ggb').set({ type: 'bridge' });
    await cities.doc('sf').collection('landmarks').doc('park').set({ type: 'park' });
    await cities.doc('la').collection('landmarks').doc('griffith').set({ type: 'park' });
    expect(ids(await cities.doc('sf').collection('landmarks').where('type', '==', 'park').get())).toEqual([
      'park',
    ]);
    expect(ids(await cities.doc('sf').collection('landmarks').get())).toEqual(['ggb', 'park']);
    // The parent collection query does not include subcollection documents.
    expect((await cities.get()).size).toBe(6);
  });
});
