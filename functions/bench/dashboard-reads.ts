// `pnpm bench dashboard`: Firestore document reads of one dashboard-get (goal ≤ 30 with 100
// tenants × 3 completed assessments) and of loading a 2,000-item roadmap board, through the real
// services and repositories on an in-memory store. A read is a read: every document fetched by
// id and every document a query returns counts one, a count() one per 1,000 entries (as billed).
// Prints figures, asserts nothing.
import type { Assessment } from '@assay/domain/assessments';
import { contracts } from '@assay/domain/contracts';
import { RANK_STEP } from '@assay/domain/roadmap';
import { getDashboard, rollUpCompleted } from '../src/services/dashboard-service.ts';
import { listRoadmap } from '../src/services/roadmap-service.ts';
import { clientTenant } from '../test/support/org-fixture.ts';
import { syntheticVersion } from '../test/support/synthetic-baselines.ts';
import { baselineWrites } from '../src/data/baselines/baselines.ts';
import { memoryOrgQueries } from '../src/data/memory-org-queries.ts';
import type { OrgQueries } from '../src/data/org-data.ts';
import { orgData } from '../src/data/org-data.ts';
import { organisationDoc } from '../src/data/organisation/organisation.ts';
import { memoryStore } from '../src/data/store/memory-store.ts';
import type { Store } from '../src/data/store/store.ts';
import { tenantDoc } from '../src/data/tenants/tenants.ts';

const tid = 'bench-org';
const at = '2026-03-01T10:00:00.000Z';
const stamp = { actorUid: 'bench', action: 'bench', at };
const inner = memoryStore();
let reads = 0;

function counted(queries: OrgQueries): OrgQueries {
  const wrap = <T extends object>(target: T): T =>
    Object.fromEntries(
      Object.entries(target).map(([name, fn]) => [
        name,
        async (...args: unknown[]) => {
          const result = await (fn as (...a: unknown[]) => Promise<unknown>)(...args);
          if (Array.isArray(result)) reads += result.length;
          else if (typeof result === 'number') reads += Math.max(1, Math.ceil(result / 1000));
          else if (result && typeof result === 'object' && 'items' in result && Array.isArray(result.items))
            reads += result.items.length;
          return result;
        },
      ]),
    ) as T;
  const wrapped: Record<string, object> = {};
  // for…in: the organisation's queries are built on first read, from getters it inherits.
  for (const name in queries) wrapped[name] = wrap(queries[name as keyof OrgQueries]);
  return wrapped as unknown as OrgQueries;
}

const counting: Store = {
  get: (doc) => {
    reads += 1;
    return inner.get(doc);
  },
  transaction: (work) => inner.transaction(work),
};
const org = orgData(counting, tid, stamp, counted(memoryOrgQueries(inner, tid)));
const version = syntheticVersion({ id: 'bench-bl', owner: { kind: 'org', tid }, controls: 30 });
await inner.transaction((uow) =>
  Promise.resolve(baselineWrites(uow, version.baseline.owner).putNew(version)),
);
inner.put(organisationDoc(tid), {
  id: tid,
  name: 'Bench',
  plan: 'business',
  ownerUid: 'u1',
  createdAt: at,
  tenantCount: 100,
  memberCount: 5,
  privateBaselineCount: 1,
});

// 100 tenants, each with 3 completed assessments in the rollup and 20 roadmap items (2,000 in all).
for (let t = 0; t < 100; t += 1) {
  const tenantId = `t${t}`;
  inner.put(tenantDoc(tid, tenantId), clientTenant(tid, tenantId, { name: `Tenant ${t}` }, at));
  for (let a = 0; a < 3; a += 1) {
    const assessment = {
      id: `a${t}-${a}`,
      tenantId,
      name: 'Review',
      status: 'completed',
      baseline: {
        id: version.baseline.id,
        lineageId: version.baseline.lineageId,
        name: version.baseline.name,
        version: 1,
      },
      ownerUid: 'u1',
      createdAt: at,
      updatedAt: at,
      completedAt: `2026-0${a + 1}-01T00:00:00.000Z`,
      summary: { score: 40 + a * 10 },
    } as unknown as Assessment;
    await rollUpCompleted(org, assessment);
  }
  await org.transaction((tx) => {
    for (let i = 0; i < 20; i += 1) {
      tx.roadmap.put({
        id: `rm-${t}-${i}`,
        tenantId,
        baseline: {
          id: version.baseline.id,
          lineageId: version.baseline.lineageId,
          name: version.baseline.name,
          version: 1,
        },
        controlRef: `C-${i}`,
        controlId: `c${i}`,
        title: `Item ${i}`,
        priority: 1,
        bucket: (['now', 'next', 'later'] as const)[i % 3] ?? 'now',
        rank: (i + 1) * RANK_STEP,
        status: 'open',
        ...(i % 4 === 0 ? { dueDate: `2026-03-${String((i % 28) + 1).padStart(2, '0')}` } : {}),
        notes: '',
        edited: [],
        gap: true,
        assessmentId: `a${t}-2`,
        createdAt: at,
        updatedAt: at,
      });
    }
    return Promise.resolve();
  });
}

reads = 0;
const t0 = performance.now();
const dashboard = await getDashboard(org, new Date(at));
const dashboardMs = performance.now() - t0;
const dashboardReads = reads;

reads = 0;
const t1 = performance.now();
let cursor: string | undefined;
let items = 0;
let pages = 0;
do {
  const page = await listRoadmap(
    org,
    contracts.roadmap.list.input.parse({ pageSize: 500, ...(cursor ? { cursor } : {}) }),
    new Date(at),
  );
  items += page.items.length;
  pages += 1;
  cursor = page.nextCursor ?? undefined;
} while (cursor);
const boardMs = performance.now() - t1;

console.log('Dashboard and roadmap board reads (in-memory store, real services):');
console.log(
  `  dashboard-get, 100 tenants × 3 completed assessments, 2,000 roadmap items: ${dashboardReads} reads (goal ≤ 30), ${dashboard.ranked.length} tenants ranked, ${dashboard.due.length} due items, ${dashboardMs.toFixed(0)} ms in memory`,
);
console.log(
  `  roadmap board, ${items} items in ${pages} pages of 500: ${reads} reads (one per item + the counts), ${boardMs.toFixed(0)} ms in memory`,
);
