import { FieldValue, GeoPoint, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { connectFirestore, errorCode, ids } from './helpers.ts';

const { db, clients } = connectFirestore('values');
const col = db.collection('values');

async function roundTrip(value: unknown): Promise<unknown> {
  const ref = col.doc();
  await ref.set({ value });
  return (await ref.get()).get('value');
}

describe('value round trips', () => {
  it('null and booleans', async () => {
    expect(await roundTrip(null)).toBeNull();
    expect(await roundTrip(true)).toBe(true);
    expect(await roundTrip(false)).toBe(false);
  });

  it('integers and doubles, including 0, negatives and large doubles', async () => {
    expect(await roundTrip(0)).toBe(0);
    expect(await roundTrip(-42)).toBe(-42);
    expect(await roundTrip(Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
    expect(await roundTrip(3.25)).toBe(3.25);
    expect(await roundTrip(-1e300)).toBe(-1e300);
    expect(await roundTrip(5e-324)).toBe(5e-324);
  });

  it('NaN and the infinities', async () => {
    expect(await roundTrip(NaN)).toBeNaN();
    expect(await roundTrip(Infinity)).toBe(Infinity);
    expect(await roundTrip(-Infinity)).toBe(-Infinity);
  });

  it('64-bit integers survive exactly (useBigInt)', async () => {
    const [client] = clients(1);
    client!.settings({ useBigInt: true });
    const ref = client!.collection('values').doc('bigint');
    await ref.set({
      max: BigInt('9223372036854775807'),
      min: BigInt('-9223372036854775808'),
      odd: BigInt('9007199254740993'),
    });
    expect((await ref.get()).data()).toEqual({
      max: BigInt('9223372036854775807'),
      min: BigInt('-9223372036854775808'),
      odd: BigInt('9007199254740993'),
    });
  });

  it('integers stay integers and doubles stay doubles, through increments too', async () => {
    // A plain JS number cannot show the difference; with useBigInt firebase-admin returns an
    // integerValue as a bigint and a doubleValue as a number.
    const [client] = clients(1);
    client!.settings({ useBigInt: true });
    const ref = client!.collection('values').doc('int-vs-double');
    await ref.set({ i: 2, d: 2.5, whole: 3.0, big: BigInt(2) });
    await ref.update({
      i: FieldValue.increment(1),
      d: FieldValue.increment(0.5),
      big: FieldValue.increment(0.5),
    });
    expect((await ref.get()).data()).toEqual({ i: BigInt(3), d: 3, whole: BigInt(3), big: 2.5 });
    // (firebase-admin encodes the literal 3.0 as an integer: JS cannot tell; d became the double 3.0.)
    // Equality holds across the two types.
    expect(ids(await col.where('d', '==', 3).get())).toEqual(['int-vs-double']);
    expect(ids(await col.where('i', '==', 3.5 - 0.5).get())).toEqual(['int-vs-double']);
  });

  it('unicode strings, including astral characters and the empty string', async () => {
    for (const text of [
      '',
      'héllo wörld',
      '日本語テキスト',
      '🎉 party 👩‍👩‍👧',
      'zero\u0000byte',
      'a'.repeat(10_000),
    ]) {
      expect(await roundTrip(text)).toBe(text);
    }
  });

  it('bytes', async () => {
    const bytes = Buffer.from([0, 1, 2, 254, 255]);
    const back = await roundTrip(bytes);
    expect(Buffer.isBuffer(back) || back instanceof Uint8Array).toBe(true);
    expect(Buffer.from(back as Uint8Array).equals(bytes)).toBe(true);
    expect(Buffer.from((await roundTrip(Buffer.alloc(0))) as Uint8Array).length).toBe(0);
  });

  it('timestamps keep microseconds (finer digits rounded down); Dates come back as Timestamps', async () => {
    const ts = new Timestamp(1_700_000_000, 123_456_000);
    const back = (await roundTrip(ts)) as Timestamp;
    expect(back.seconds).toBe(1_700_000_000);
    expect(back.nanoseconds).toBe(123_456_000);
    const truncated = (await roundTrip(new Timestamp(1_700_000_000, 123_456_789))) as Timestamp;
    expect(truncated.nanoseconds).toBe(123_456_000);
    const date = new Date('2024-02-29T12:34:56.789Z');
    expect(((await roundTrip(date)) as Timestamp).toDate().toISOString()).toBe(date.toISOString());
    const early = (await roundTrip(new Timestamp(-86_400, 0))) as Timestamp;
    expect(early.seconds).toBe(-86_400);
  });

  it('geo points', async () => {
    const back = (await roundTrip(new GeoPoint(51.5074, -0.1278))) as GeoPoint;
    expect(back).toBeInstanceOf(GeoPoint);
    expect(back.isEqual(new GeoPoint(51.5074, -0.1278))).toBe(true);
  });

  it('document references', async () => {
    const ref = db.doc('other/doc/sub/child');
    const back = (await roundTrip(ref)) as DocumentReference;
    expect(back.path).toBe('other/doc/sub/child');
    expect(back.isEqual(ref)).toBe(true);
  });

  it('nested maps and arrays, empty ones included (arrays never directly inside arrays)', async () => {
    const value = {
      empty: {},
      list: [],
      deep: { a: [1, { b: [true, null, 'x'] }, { c: [] }], m: { n: { o: {} } } },
      mixed: [1, 'two', 3.5, null, { four: 4 }, { five: [5] }],
    };
    expect(await roundTrip(value)).toEqual(value);
  });

  it('refuses an array stored directly inside an array', async () => {
    expect(await errorCode(col.doc('array-in-array').set({ value: [1, [2]] }))).toBe(3);
    expect(await errorCode(col.doc('array-in-array').set({ value: { deep: [[]] } }))).toBe(3);
    expect((await col.doc('array-in-array').get()).exists).toBe(false);
  });
});

describe('cross-type ordering', () => {
  it('orders mixed types the Firestore way', async () => {
    const order = db.collection('order-mixed');
    const values: [string, unknown][] = [
      ['01-null', null],
      ['02-false', false],
      ['03-true', true],
      ['04-nan', NaN],
      ['05-neg-inf', -Infinity],
      ['06-neg', -5],
      ['07-zero', 0],
      ['08-half', 0.5],
      ['09-one', 1],
      ['10-inf', Infinity],
      ['11-timestamp', new Timestamp(100, 0)],
      ['12-timestamp-later', new Timestamp(200, 0)],
      ['13-string-empty', ''],
      ['14-string-a', 'a'],
      ['15-string-b', 'b'],
      ['16-bytes', Buffer.from([1])],
      ['17-reference', db.doc('a/b')],
      ['18-geo', new GeoPoint(0, 0)],
      ['19-array', [1]],
      ['20-array-longer', [1, 2]],
      ['21-map', { a: 1 }],
    ];
    // Write in reverse so insertion order cannot explain the result.
    for (const [id, value] of [...values].reverse()) await order.doc(id).set({ v: value });
    expect(ids(await order.orderBy('v').get())).toEqual(values.map(([id]) => id));
    expect(ids(await order.orderBy('v', 'desc').get())).toEqual(values.map(([id]) => id).reverse());
  });

  it('orders strings by UTF-8 bytes, not UTF-16 code units', async () => {
    const strings = db.collection('order-strings');
    // U+FF5E (BMP) sorts before U+1F600 (astral) in UTF-8, though not in UTF-16.
    await strings.doc('astral').set({ s: '\u{1F600}' });
    await strings.doc('bmp-high').set({ s: '\uFF5E' });
    await strings.doc('ascii').set({ s: 'z' });
    await strings.doc('latin').set({ s: 'é' });
    expect(ids(await strings.orderBy('s').get())).toEqual(['ascii', 'latin', 'bmp-high', 'astral']);
  });

  it('compares integers and doubles numerically in ranges', async () => {
    const numbers = db.collection('order-numbers');
    await numbers.doc('i2').set({ n: 2 });
    await numbers.doc('d1_5').set({ n: 1.5 });
    await numbers.doc('d2_5').set({ n: 2.5 });
    await numbers.doc('i3').set({ n: 3 });
    await numbers.doc('s').set({ n: '2' });
    expect(ids(await numbers.where('n', '>', 1.9).where('n', '<', 3).get())).toEqual(['i2', 'd2_5']);
    expect(ids(await numbers.orderBy('n').get())).toEqual(['d1_5', 'i2', 'd2_5', 'i3', 's']);
  });
});
