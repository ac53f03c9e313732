import { describe, expect, it } from 'vitest';
import { connectFirestore } from '../conformance/helpers.ts';

// Behaviour decided by firebase-admin before anything reaches the server: kept as checks
// of the client we depend on, not counted as conformance (no server can pass or fail them).

const { db } = connectFirestore('sdk-checks');
const col = db.collection('tx');

describe('firebase-admin transactions (client-side)', () => {
  it("buffers a transaction's writes until commit, so a read outside it sees the old data", async () => {
    const ref = col.doc('invisible-until-commit');
    await ref.set({ n: 0 });
    let seenInside: unknown;
    await db.runTransaction(async (tx) => {
      await tx.get(ref);
      tx.set(ref, { n: 1 });
      seenInside = (await col.doc('invisible-until-commit').get()).get('n');
    });
    expect(seenInside).toBe(0);
    expect((await ref.get()).get('n')).toBe(1);
  });

  it('refuses writes in a read-only transaction', async () => {
    const ref = col.doc('read-only');
    await ref.set({ n: 5 });
    await expect(
      db.runTransaction(
        async (tx) => {
          await tx.get(ref);
          tx.set(ref, { n: 6 });
        },
        { readOnly: true },
      ),
    ).rejects.toThrow(/read-only/);
    expect((await ref.get()).get('n')).toBe(5);
  });
});
