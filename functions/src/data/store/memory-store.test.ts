import { describe, expect, it } from 'vitest';
import { docAt } from './store.ts';
import type { Mapper } from './store.ts';
import { memoryStore } from './memory-store.ts';

const text: Mapper<string> = { toDoc: (value) => ({ value }), fromDoc: (data) => String(data.value) };
const a = docAt('things/a', text);
const b = docAt('things/b', text);

describe('memoryStore', () => {
  it('adds to dotted numeric fields without a read, as FieldValue.increment does, and fails on a missing document', async () => {
    const store = memoryStore();
    const counters = docAt('things/c', { toDoc: (value: object) => ({ ...value }), fromDoc: (data) => data });
    store.put(counters, { total: 1, by: { x: { n: 2 } }, label: 'old' });
    await store.transaction((uow) =>
      Promise.resolve(uow.increment(counters, { total: 2, 'by.x.n': -1, 'by.y.n': 5 }, { label: 'new' })),
    );
    expect(store.docs.get('things/c')).toEqual({ total: 3, by: { x: { n: 1 }, y: { n: 5 } }, label: 'new' });
    await expect(
      store.transaction((uow) => Promise.resolve(uow.increment(docAt('things/none', text), { total: 1 }))),
    ).rejects.toThrow(/NOT_FOUND/);
  });

  it('applies all writes of a transaction or none', async () => {
    const store = memoryStore();
    store.put(a, 'first');
    await expect(
      store.transaction((uow) => {
        uow.set(b, 'second');
        uow.create(a, 'again');
        return Promise.resolve();
      }),
    ).rejects.toThrow(/ALREADY_EXISTS/);
    expect(await store.get(b)).toBeNull();
    expect(store.commits).toBe(0);
  });

  it('refuses a read after a write, as Firestore transactions do', async () => {
    const store = memoryStore();
    await expect(
      store.transaction(async (uow) => {
        uow.set(a, 'x');
        await uow.get(b);
      }),
    ).rejects.toThrow(/reads to be executed before all writes/);
  });

  it('fails update() of a missing document and commits nothing for a transaction without writes', async () => {
    const store = memoryStore();
    await expect(store.transaction((uow) => Promise.resolve(uow.update(a, { value: 'x' })))).rejects.toThrow(
      /NOT_FOUND/,
    );
    await store.transaction((uow) => uow.get(a));
    expect(store.commits).toBe(0);
  });

  it('lists the documents directly inside a collection', async () => {
    const store = memoryStore();
    await store.transaction((uow) => {
      uow.set(a, 'x');
      uow.set(docAt('things/a/sub/c', text), 'nested');
      return Promise.resolve();
    });
    expect(store.collection('things')).toEqual([{ value: 'x' }]);
  });
});
