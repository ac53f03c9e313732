import type { Firestore } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { connectFirestore } from './helpers.ts';

// Queries and aggregations read in a read-write transaction are part of what it read: a
// write that would change their result must not slip in between the read and the commit.
// Every case runs several independent clients (own channel each) for many rounds, all
// starting each round together, so the interleavings that break a weaker server occur.

const { db, clients } = connectFirestore('serializable');

const CLIENTS = 4;
const ROUNDS = 5;

/** Runs `body(client, round)` on every client for each round, all clients starting a round together. */
async function contend(
  instances: Firestore[],
  rounds: number,
  body: (client: Firestore, round: number) => Promise<void>,
): Promise<void> {
  for (let round = 0; round < rounds; round++) {
    await Promise.all(instances.map((client) => body(client, round)));
  }
}

const tick = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the promise is still pending after `ms`. */
async function pendingAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await tick(ms);
  return !settled;
}

describe('queries in transactions', () => {
  it(`query-then-create on a slug: ${CLIENTS} clients × ${ROUNDS} rounds create exactly one document per slug`, async () => {
    const instances = clients(CLIENTS);
    // What each transaction's committed attempt decided (a retried attempt's decision is replaced).
    const decided: string[] = [];
    await contend(instances, ROUNDS, async (client, round) => {
      const slugs = client.collection('slugs');
      decided.push(
        await client.runTransaction(async (tx) => {
          const taken = await tx.get(slugs.where('slug', '==', `s-${round}`).limit(1));
          if (!taken.empty) return 'found';
          tx.create(slugs.doc(), { slug: `s-${round}` });
          return 'created';
        }),
      );
    });
    const all = await db.collection('slugs').get();
    const perSlug = new Map<string, number>();
    for (const doc of all.docs)
      perSlug.set(doc.get('slug') as string, (perSlug.get(doc.get('slug') as string) ?? 0) + 1);
    expect(Object.fromEntries(perSlug)).toEqual(
      Object.fromEntries(Array.from({ length: ROUNDS }, (_, r) => [`s-${r}`, 1])),
    );
    // Per round one client created the slug and every other one, reading in its transaction, found it.
    expect(decided.filter((decision) => decision === 'created')).toHaveLength(ROUNDS);
    expect(decided.filter((decision) => decision === 'found')).toHaveLength((CLIENTS - 1) * ROUNDS);
  });

  it(`count() then add under a limit of 2: ${CLIENTS} clients × ${ROUNDS} organisations end with exactly 2 members each`, async () => {
    const instances = clients(CLIENTS);
    await contend(instances, ROUNDS, async (client, round) => {
      const members = client.collection(`orgs/org-${round}/members`);
      await client.runTransaction(async (tx) => {
        const { count } = (await tx.get(members.count())).data();
        if (count < 2) tx.set(members.doc(), { joined: true });
      });
    });
    for (let round = 0; round < ROUNDS; round++) {
      expect((await db.collection(`orgs/org-${round}/members`).count().get()).data().count).toBe(2);
    }
  });

  it(`write skew: ${CLIENTS} doctors on call each leave when count() says another stays, ${ROUNDS} rounds, exactly one stays`, async () => {
    const instances = clients(CLIENTS);
    await contend(instances, ROUNDS, async (client, round) => {
      const index = instances.indexOf(client);
      await client.doc(`shifts/r${round}/doctors/d${index}`).set({ onCall: true });
    });
    await contend(instances, ROUNDS, async (client, round) => {
      const doctors = client.collection(`shifts/r${round}/doctors`);
      await client.runTransaction(async (tx) => {
        const { count } = (await tx.get(doctors.where('onCall', '==', true).count())).data();
        // Each transaction writes only its own document: nothing but the query conflicts.
        if (count >= 2) tx.update(doctors.doc(`d${instances.indexOf(client)}`), { onCall: false });
      });
    });
    for (let round = 0; round < ROUNDS; round++) {
      const stayed = await db
        .collection(`shifts/r${round}/doctors`)
        .where('onCall', '==', true)
        .count()
        .get();
      expect(stayed.data().count).toBe(1);
    }
  });
});

describe('writes outside transactions', () => {
  it('a write to a document a transaction holds waits for the transaction, which commits without a retry', async () => {
    const ref = db.collection('held').doc('doc');
    await ref.set({ n: 1 });
    const [holderClient] = clients(1);
    let attempts = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reading: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (reading = resolve));
    const holder = holderClient!.runTransaction(async (tx) => {
      attempts++;
      const snap = await tx.get(holderClient!.doc(ref.path));
      reading();
      await released;
      tx.update(holderClient!.doc(ref.path), { n: (snap.get('n') as number) + 1 });
    });
    await read;
    const plain = ref.set({ n: 100 });
    expect(await pendingAfter(plain, 300)).toBe(true);
    release();
    await holder;
    await plain;
    expect(attempts).toBe(1);
    // The plain write waited, so it landed after the transaction's.
    expect((await ref.get()).get('n')).toBe(100);
  });

  it('a write that would enter a query a transaction read waits; a write outside the query does not', async () => {
    const col = db.collection('predicate');
    const [holderClient] = clients(1);
    let attempts = 0;
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let reading: () => void = () => undefined;
    const read = new Promise<void>((resolve) => (reading = resolve));
    const holder = holderClient!.runTransaction(async (tx) => {
      attempts++;
      const open = await tx.get(holderClient!.collection('predicate').where('state', '==', 'open'));
      reading();
      await released;
      tx.set(holderClient!.doc('predicate/summary'), { open: open.size });
    });
    await read;
    await col.doc('closed-1').set({ state: 'closed' });
    const entering = col.doc('open-1').set({ state: 'open' });
    expect(await pendingAfter(entering, 300)).toBe(true);
    release();
    await holder;
    await entering;
    expect(attempts).toBe(1);
    expect((await col.doc('summary').get()).get('open')).toBe(0);
  });
});
