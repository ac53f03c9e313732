// `pnpm bench answers` (third part): answer saves through the real service on the embedded
// Firestore (FIRESTORE_EMULATOR_HOST, started by the caller) without the Functions emulator in
// front: 1 saver, then 20 savers of one assessment at once, each its own control, 10 saves each, with their
// controls in one domain or spread over 8. Set beside the figures of the second part, it tells
// the Firestore part of a save's latency from the Functions emulator's. Prints latency and
// transaction attempts (retries after contention); asserts nothing.
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { createAssessment, saveAnswer } from '../src/services/assessments-service.ts';
import { baselineWrites } from '../src/data/baselines/baselines.ts';
import { syntheticVersion } from '../test/support/synthetic-baselines.ts';
import { firestoreOrgQueries, orgData } from '../src/data/org-data.ts';
import { firestoreStore } from '../src/data/store/firestore-store.ts';
import type { Store } from '../src/data/store/store.ts';
import { tenantDoc } from '../src/data/tenants/tenants.ts';
import { percentile } from './support/percentile.ts';

const tid = `bench-contention-${Date.now()}`;
const db = getFirestore(initializeApp({ projectId: 'demo-assay' }, 'bench-contention'));
const inner = firestoreStore(db);
let attempts = 0;
const counting: Store = {
  get: (doc) => inner.get(doc),
  transaction: (work) => inner.transaction((uow) => ((attempts += 1), work(uow))),
};
const at = new Date().toISOString();
const stamp = { actorUid: 'bench', action: 'bench', at };
const org = orgData(counting, tid, stamp, firestoreOrgQueries(db, tid));
const version = syntheticVersion({
  id: 'bench-contention-v1',
  owner: { kind: 'org', tid },
  controls: 400,
  domains: 8,
});
await inner.transaction((uow) =>
  Promise.resolve(baselineWrites(uow, version.baseline.owner).putNew(version)),
);
await inner.transaction((uow) =>
  Promise.resolve(
    uow.set(tenantDoc(tid, 't1'), {
      id: 't1',
      parentId: tid,
      name: 'Bench',
      description: '',
      tags: [],
      kind: 'client',
      status: 'active',
      ownerUid: 'bench',
      createdAt: at,
      updatedAt: at,
    }),
  ),
);

/** syntheticVersion puts control i in domain i mod 8: refs 8 apart share a domain. */
const ref = (client: number, spread: boolean) =>
  `C-${String((spread ? client : client * 8) + 1).padStart(4, '0')}`;

console.log(
  '\nAnswer saves on the embedded Firestore, no Functions emulator (20 savers × 10 saves, one assessment):',
);
console.log('savers  controls     p50 ms  p95 ms  p99 ms  attempts/save');
for (const [clients, spread] of [
  [1, true],
  [20, false],
  [20, true],
] as const) {
  const assessment = await createAssessment(
    org,
    'bench',
    { tenantId: 't1', baselineId: version.baseline.id },
    { now: new Date() },
  );
  attempts = 0;
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = 0; i < 10; i += 1) {
        const t0 = performance.now();
        await saveAnswer(
          org,
          {
            assessmentId: assessment.id,
            controlRef: ref(client, spread),
            expectedRevision: i,
            answer: { status: i % 2 === 0 ? 'met' : 'partial' },
          },
          { author: { kind: 'member', uid: 'bench' }, now: new Date() },
        );
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  const ms = (n: number) => n.toFixed(0).padStart(6);
  console.log(
    `${String(clients).padStart(6)}  ${(spread ? '8 domains' : '1 domain').padEnd(12)} ${ms(percentile(times, 50))}  ${ms(percentile(times, 95))}  ${ms(percentile(times, 99))}  ${(attempts / times.length).toFixed(2).padStart(13)}`,
  );
}
process.exit(0);
