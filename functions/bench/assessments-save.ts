// `pnpm bench answers` (first part): Firestore reads and writes of one answer save through the
// real service and repositories, counted on an in-memory store (a document read or written is
// billed the same on Firestore). Cold = first save of the instance (the pinned version's scoring
// table is loaded), warm = every later save. Prints figures, asserts nothing.
import type { BaselineVersion } from '@assay/domain/baselines';
import { createAssessment, saveAnswer } from '../src/services/assessments-service.ts';
import { baselineWrites } from '../src/data/baselines/baselines.ts';
import { syntheticVersion } from '../test/support/synthetic-baselines.ts';
import { memoryOrgQueries } from '../src/data/memory-org-queries.ts';
import { orgData } from '../src/data/org-data.ts';
import { memoryStore } from '../src/data/store/memory-store.ts';
import type { Store, UnitOfWork } from '../src/data/store/store.ts';
import { tenantDoc } from '../src/data/tenants/tenants.ts';

const tid = 'bench-org';
const now = new Date('2026-03-01T00:00:00.000Z');
const stamp = { actorUid: 'bench', action: 'bench', at: now.toISOString() };

async function measure(version: BaselineVersion): Promise<string[]> {
  const inner = memoryStore();
  await inner.transaction((uow) =>
    Promise.resolve(baselineWrites(uow, version.baseline.owner).putNew(version)),
  );
  inner.put(tenantDoc(tid, 't1'), {
    id: 't1',
    parentId: tid,
    name: 'Bench',
    description: '',
    tags: [],
    kind: 'client',
    status: 'active',
    ownerUid: 'bench',
    createdAt: stamp.at,
    updatedAt: stamp.at,
  });
  const counts = { reads: 0, writes: 0 };
  const counting: Store = {
    get: (doc) => {
      counts.reads += 1;
      return inner.get(doc);
    },
    transaction: (work) =>
      inner.transaction((uow) => {
        const counted: UnitOfWork = {
          ...uow,
          get: (doc) => {
            counts.reads += 1;
            return uow.get(doc);
          },
          create: (doc, value) => ((counts.writes += 1), uow.create(doc, value)),
          set: (doc, value) => ((counts.writes += 1), uow.set(doc, value)),
          update: (doc, fields) => ((counts.writes += 1), uow.update(doc, fields)),
          increment: (doc, deltas, fields) => ((counts.writes += 1), uow.increment(doc, deltas, fields)),
          delete: (doc) => ((counts.writes += 1), uow.delete(doc)),
        };
        return work(counted);
      }),
  };
  const org = orgData(counting, tid, stamp, memoryOrgQueries(inner, tid));
  const assessment = await createAssessment(
    org,
    'bench',
    { tenantId: 't1', baselineId: version.baseline.id },
    { now },
  );
  const lines: string[] = [];
  const save = async (
    label: string,
    ref: string,
    expectedRevision: number,
    status: 'met' | 'partial' = 'met',
  ) => {
    counts.reads = 0;
    counts.writes = 0;
    // The header read outside the transaction (org.assessments.get) is a read too.
    await saveAnswer(
      org,
      { assessmentId: assessment.id, controlRef: ref, expectedRevision, answer: { status } },
      { author: { kind: 'member', uid: 'bench' }, now },
    );
    lines.push(
      `  ${label.padEnd(58)} ${String(counts.reads).padStart(2)} reads  ${String(counts.writes).padStart(2)} writes`,
    );
  };
  await save(`${version.controls.length} controls: first save after the version was cached`, 'C-0001', 0);
  await save(`${version.controls.length} controls: another control`, 'C-0002', 0);
  await save(`${version.controls.length} controls: the same control, changed`, 'C-0001', 1, 'partial');
  await save(
    `${version.controls.length} controls: the same answer saved again (no change)`,
    'C-0001',
    2,
    'partial',
  );
  return lines;
}

console.log('Firestore documents per answer save (goal ≤ 2 writes):');
for (const line of await measure(
  syntheticVersion({ id: 'bench-2000', owner: { kind: 'org', tid }, controls: 2000 }),
))
  console.log(line);
console.log(
  '  (creating the assessment loaded the version into the instance cache; a cold instance reads the 2 headers and the chunks once)',
);
