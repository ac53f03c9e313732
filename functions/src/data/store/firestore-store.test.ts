import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { batchedReads } from './firestore-store.ts';

/** A transaction whose getAll records each batch of paths and answers a snapshot per path. */
function recordingTransaction() {
  const batches: string[][] = [];
  const tx = {
    getAll: (...refs: { path: string }[]) => {
      batches.push(refs.map((ref) => ref.path));
      return Promise.resolve(refs.map((ref) => ({ id: ref.path }) as unknown as DocumentSnapshot));
    },
  } as unknown as Transaction;
  const db = { doc: (path: string) => ({ path }) } as unknown as Firestore;
  return { read: batchedReads(tx, db), batches };
}

describe('batchedReads', () => {
  it('sends the reads issued together in one getAll and gives each its own document', async () => {
    const { read, batches } = recordingTransaction();
    const [header, answer] = await Promise.all([
      read('orgs/o/assessments/a1'),
      read('orgs/o/assessmentAnswers/a1_C-1'),
    ]);
    expect(batches).toEqual([['orgs/o/assessments/a1', 'orgs/o/assessmentAnswers/a1_C-1']]);
    expect([header.id, answer.id]).toEqual(['orgs/o/assessments/a1', 'orgs/o/assessmentAnswers/a1_C-1']);
  });

  it('asks once for a document read twice together, and sends a later read in a batch of its own', async () => {
    const { read, batches } = recordingTransaction();
    await Promise.all([read('a/1'), read('a/1')]);
    await read('a/2');
    expect(batches).toEqual([['a/1'], ['a/2']]);
  });
});
