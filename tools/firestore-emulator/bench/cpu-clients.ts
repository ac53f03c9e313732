// The clients of bench/cpu.ts, in their own process so that the server's CPU time is the
// parent's alone. Each save is the app's answer save (functions/src/services/assessments-service.ts):
// the header read outside a transaction, then a transaction reading the gate and the answer in
// one getAll, writing the answer and adding to the header's summary without reading it.
// Prints one JSON line: { saves, ms: [...] }.
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

process.env.METADATA_SERVER_DETECTION ??= 'none';
const [hostPort = '', mode = 'save', clientsArg = '1', countArg = '100'] = process.argv.slice(2);
process.env.FIRESTORE_EMULATOR_HOST = hostPort;
const clients = Number(clientsArg);
const count = Number(countArg);
const apps = Array.from({ length: clients }, (_, i) =>
  initializeApp({ projectId: 'demo-cpu' }, `client-${i}`),
);
const dbs = apps.map((app) => getFirestore(app));
const [db] = dbs;
if (!db) throw new Error('no client');
const header = 'orgs/o/assessments/a';
const domains = Object.fromEntries(
  Array.from({ length: 16 }, (_, i) => [`d${i}`, { answered: 0, points: 0, max: 20 }]),
);
await db.doc(header).set({
  name: 'Bench',
  status: 'in_progress',
  version: 1,
  summary: { met: 0, partial: 0, domains },
  saves: 0,
});
await db.doc(`${header}/gates/g`).set({ status: 'in_progress', version: 1 });
// Warm every client's channel so connection set-up is not counted.
await Promise.all(dbs.map((client) => client.doc(header).get()));
console.log('ready');
await new Promise<void>((resolve) => process.stdin.once('data', () => resolve()));

const ms: number[] = [];
await Promise.all(
  dbs.map(async (client, c) => {
    for (let i = 0; i < count; i += 1) {
      const t0 = performance.now();
      if (mode === 'read') await client.doc(header).get();
      else {
        await client.doc(header).get();
        const answerRef = client.doc(`${header}/answers/C-${c}`);
        await client.runTransaction(async (tx) => {
          const [, answer] = await tx.getAll(client.doc(`${header}/gates/g`), answerRef);
          tx.set(answerRef, {
            status: i % 2 ? 'met' : 'partial',
            comment: `save ${i}`,
            revision: ((answer?.get('revision') as number | undefined) ?? 0) + 1,
            updatedAt: new Date(),
          });
          tx.update(client.doc(header), {
            'summary.met': FieldValue.increment(1),
            'summary.domains.d1.answered': FieldValue.increment(1),
            saves: FieldValue.increment(1),
            updatedAt: new Date(),
          });
        });
      }
      ms.push(performance.now() - t0);
    }
  }),
);
console.log(JSON.stringify({ ms }));
await Promise.all(apps.map((app) => deleteApp(app)));
