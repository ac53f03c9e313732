// `pnpm bench baselines`: Firestore document reads to open a baseline version through the real
// repository and service (getBaseline), counted on an in-memory store (a read is a read: the
// same document gets run on Firestore). Prints figures, asserts nothing.
import type { BaselineVersion } from '@assay/domain/baselines';
import { getBaseline } from '../src/services/baselines-service.ts';
import { memoryOrgQueries } from '../src/data/memory-org-queries.ts';
import { orgData } from '../src/data/org-data.ts';
import { memoryStore } from '../src/data/store/memory-store.ts';
import type { Store } from '../src/data/store/store.ts';
import { baselineWrites } from '../src/data/baselines/baselines.ts';
import { syntheticVersion } from '../test/support/synthetic-baselines.ts';

const tid = 'bench-org';
const stamp = { actorUid: 'bench', action: 'bench', at: new Date().toISOString() };

async function measure(label: string, version: BaselineVersion): Promise<string> {
  const inner = memoryStore();
  await inner.transaction((uow) =>
    Promise.resolve(baselineWrites(uow, version.baseline.owner).putNew(version)),
  );
  let reads = 0;
  const counting: Store = {
    get: (doc) => {
      reads += 1;
      return inner.get(doc);
    },
    transaction: (work) => inner.transaction(work),
  };
  const org = orgData(counting, tid, stamp, memoryOrgQueries(inner, tid));
  const t0 = performance.now();
  const loaded = await getBaseline(org, version.baseline.id);
  const ms = performance.now() - t0;
  const chunkBytes = [...inner.docs.entries()]
    .filter(([path]) => path.includes('/controlChunks/'))
    .map(([, data]) => Buffer.byteLength(JSON.stringify(data)));
  return `  ${label.padEnd(44)} ${String(loaded.controls.length).padStart(5)} controls  ${String(reads).padStart(2)} reads (${chunkBytes.length} chunks, largest ${(Math.max(...chunkBytes) / 1024).toFixed(0)} KiB)  ${ms.toFixed(0)} ms in memory`;
}

const owner = { kind: 'org', tid } as const;
console.log('Reads to open a baseline version (goal ≤ 10 for 2,000 controls):');
console.log(
  await measure(
    '2,000 controls, ~300-char description+guidance',
    syntheticVersion({ id: 'typical', owner, controls: 2000 }),
  ),
);
console.log(
  await measure(
    '2,000 controls, 1,000-char description+guidance',
    syntheticVersion({ id: 'long', owner, controls: 2000, textLength: 1000 }),
  ),
);
console.log(
  await measure(
    '2,000 controls, 5,000-char (the maximum)',
    syntheticVersion({ id: 'max', owner, controls: 2000, textLength: 5000 }),
  ),
);
console.log(
  '  (1 read of the private header + 1 of the global header, then one per chunk; chunks ≤ 500 controls and ≤ 800 KB)',
);
