import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFirestoreEmulator, type IndexConfig } from '../src/index.ts';
import { connectFirestore, errorCode, ids } from './helpers.ts';

// Index enforcement as production does it. The official emulator never demands an index,
// so this file always runs against an embedded server of its own, started with an index
// file it rewrites between cases; the cases themselves use only firebase-admin.

const dir = mkdtempSync(join(tmpdir(), 'firestore-indexes-'));
const indexFile = join(dir, 'firestore.indexes.json');
const writeIndexes = (config: IndexConfig): void => writeFileSync(indexFile, JSON.stringify(config, null, 2));
writeIndexes({ indexes: [], fieldOverrides: [] });
const emulator = await startFirestoreEmulator({ port: 0, indexes: indexFile });
process.env.FIRESTORE_EMULATOR_HOST = emulator.hostPort;

const { db } = connectFirestore('indexes');
const tenants = db.collection('tenants');

const composite = (...fields: [string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'][]) => ({
  collectionGroup: 'tenants',
  queryScope: 'COLLECTION' as const,
  fields: fields.map(([fieldPath, mode]) =>
    mode === 'CONTAINS' ? { fieldPath, arrayConfig: 'CONTAINS' as const } : { fieldPath, order: mode },
  ),
});

async function failure(promise: Promise<unknown>): Promise<{ code: number | undefined; message: string }> {
  try {
    await promise;
  } catch (error) {
    return { code: (error as { code?: number }).code, message: (error as Error).message };
  }
  throw new Error('Expected the query to fail.');
}

beforeAll(async () => {
  const batch = db.batch();
  batch.set(tenants.doc('a'), { status: 'active', kind: 'school', name: 'Alpha', tags: ['x'], age: 3 });
  batch.set(tenants.doc('b'), { status: 'active', kind: 'club', name: 'Beta', tags: ['y'], age: 5 });
  batch.set(tenants.doc('c'), { status: 'archived', kind: 'school', name: 'Gamma', tags: ['x'], age: 7 });
  batch.set(tenants.doc('d'), { status: 'active', kind: 'school', name: 'Delta', tags: ['x', 'y'], age: 1 });
  batch.set(db.doc('orgs/o1/members/m1'), { uid: 'u1' });
  batch.set(db.doc('orgs/o2/members/m2'), { uid: 'u1' });
  await batch.commit();
});

afterAll(async () => {
  await emulator.stop();
  rmSync(dir, { recursive: true, force: true });
});

describe('composite index checks', () => {
  it('single-field queries and equality-only queries on several fields need no composite index', async () => {
    writeIndexes({});
    expect(ids(await tenants.where('status', '==', 'active').get())).toEqual(['a', 'b', 'd']);
    expect(ids(await tenants.orderBy('name', 'desc').get())).toEqual(['c', 'd', 'b', 'a']);
    expect(ids(await tenants.where('age', '>', 2).get())).toEqual(['a', 'b', 'c']);
    expect(
      ids(
        await tenants
          .where('status', '==', 'active')
          .where('kind', '==', 'school')
          .where('tags', 'array-contains', 'x')
          .get(),
      ),
    ).toEqual(['a', 'd']);
  });

  it('a query needing a missing composite index fails with FAILED_PRECONDITION naming the index to add', async () => {
    writeIndexes({});
    const { code, message } = await failure(tenants.where('status', '==', 'active').orderBy('name').get());
    expect(code).toBe(9);
    expect(message).toContain('The query requires an index');
    expect(message).toContain(
      '{"collectionGroup":"tenants","queryScope":"COLLECTION","fields":[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"name","order":"ASCENDING"}]}',
    );
    expect(await errorCode(tenants.where('age', '>', 2).orderBy('name').get())).toBe(9);
    expect(await errorCode(tenants.where('status', '==', 'active').orderBy('name').count().get())).toBe(9);
  });

  it('the same query passes once the index is in the file, in that direction only', async () => {
    writeIndexes({ indexes: [composite(['status', 'ASCENDING'], ['name', 'ASCENDING'])] });
    expect(ids(await tenants.where('status', '==', 'active').orderBy('name').get())).toEqual(['a', 'b', 'd']);
    expect(await errorCode(tenants.where('status', '==', 'active').orderBy('name', 'desc').get())).toBe(9);
  });

  it('merges indexes that each hold one equality field followed by the same order', async () => {
    const perFilter = [
      composite(['status', 'ASCENDING'], ['name', 'ASCENDING']),
      composite(['kind', 'ASCENDING'], ['name', 'ASCENDING']),
      composite(['tags', 'CONTAINS'], ['name', 'ASCENDING']),
    ];
    writeIndexes({ indexes: perFilter });
    const query = tenants
      .where('status', '==', 'active')
      .where('kind', '==', 'school')
      .where('tags', 'array-contains', 'x')
      .orderBy('name');
    expect(ids(await query.get())).toEqual(['a', 'd']);
    writeIndexes({ indexes: perFilter.slice(0, 2) });
    const { code, message } = await failure(query.get());
    expect(code).toBe(9);
    expect(message).toContain('"fieldPath":"tags","arrayConfig":"CONTAINS"');
  });

  it('listeners are refused the same way', async () => {
    writeIndexes({});
    let stop = (): void => undefined;
    const outcome = await new Promise<string>((resolve) => {
      stop = tenants
        .where('status', '==', 'active')
        .orderBy('name')
        .onSnapshot(
          () => resolve('snapshot'),
          // firebase-admin's watch reports the target's status as "Error <code>: <message>".
          (error) => resolve(error.message),
        );
    });
    stop();
    expect(outcome).toMatch(/^Error 9: The query requires an index/);
  });

  it('collection-group queries need a collection-group index, single-field ones through fieldOverrides', async () => {
    writeIndexes({});
    expect(ids(await db.collectionGroup('members').get())).toEqual(['m1', 'm2']);
    const { code, message } = await failure(db.collectionGroup('members').where('uid', '==', 'u1').get());
    expect(code).toBe(9);
    expect(message).toContain('COLLECTION_GROUP_ASC index for collection members and field uid');
    writeIndexes({
      fieldOverrides: [
        {
          collectionGroup: 'members',
          fieldPath: 'uid',
          indexes: [{ order: 'ASCENDING', queryScope: 'COLLECTION_GROUP' }],
        },
      ],
    });
    expect(ids(await db.collectionGroup('members').where('uid', '==', 'u1').get())).toEqual(['m1', 'm2']);
  });

  it('a field exempted in fieldOverrides has no single-field index', async () => {
    writeIndexes({ fieldOverrides: [{ collectionGroup: 'tenants', fieldPath: 'age', indexes: [] }] });
    expect(await errorCode(tenants.where('age', '>', 2).get())).toBe(9);
    expect(ids(await tenants.where('kind', '==', 'club').get())).toEqual(['b']);
  });
});
