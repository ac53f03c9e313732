// `pnpm bench service`: the service console's tenants tab with 1,000 organisations, on the
// emulators (inside with-emulators). Seeds 1,000 organisations (a third with a subscription
// document, each with an audit entry), then calls service-listParentTenants over HTTP as a
// system admin: page one and the next pages of the default sort, the name sort, a plan filter and
// a search, 25 a page. Prints p50 / p95 latency per case, and the Firestore reads of one page
// counted on the repository (documents returned, one per getAll document, one per count() of up
// to 1,000 entries, as billed). Emulator figures: compare them with each other. Asserts nothing.
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { emptyBillingState } from '@assay/domain/billing';
import { platformContracts } from '@assay/domain/platform';
import { env } from '../src/env.ts';
import { systemAdminToken, timedCallable, timePages, type Page } from './support/paged-callable.ts';
import { listOrganisations } from '../src/services/platform-organisations-service.ts';
import { auditMapper } from '../src/data/audit/audit.ts';
import { billingStateMapper } from '../src/data/billing/billing.ts';
import { collections } from '../src/data/paths.ts';
import { organisationMapper } from '../src/data/organisation/organisation.ts';
import { firestoreOrganisationQueries } from '../src/data/organisation/queries.ts';
import type { OrganisationQueries } from '../src/data/organisation/queries.ts';

const ORGANISATIONS = 1000;
const RUNS = 20;
const app = getApps()[0] ?? initializeApp({ projectId: env.projectId });
const db = getFirestore(app);
const run = Date.now().toString(36);
const plans = ['free', 'team', 'business'] as const;
const words = ['Northwind', 'Contoso', 'Fabrikam', 'Tailspin', 'Litware', 'Adatum', 'Proseware', 'Wingtip'];

console.log(`Seeding ${ORGANISATIONS} organisations…`);
for (let start = 0; start < ORGANISATIONS; start += 150) {
  const batch = db.batch();
  for (let i = start; i < Math.min(start + 150, ORGANISATIONS); i += 1) {
    const tid = `bench-${run}-${String(i).padStart(4, '0')}`;
    const plan = plans[i % 3] ?? 'free';
    const createdAt = new Date(Date.UTC(2025, 0, 1) + i * 3_600_000).toISOString();
    const org = db.collection(collections.orgs).doc(tid);
    batch.set(
      org,
      organisationMapper.toDoc({
        id: tid,
        name: `${words[i % words.length] ?? 'Org'} ${run} ${i}`,
        plan,
        ownerUid: 'bench',
        createdAt,
        tenantCount: i % 25,
        memberCount: 1 + (i % 9),
        privateBaselineCount: 0,
      }),
    );
    batch.set(
      org.collection(collections.audit).doc(`a${i}`),
      auditMapper.toDoc({
        id: `a${i}`,
        at: createdAt,
        actorUid: 'bench',
        action: 'bench',
        target: `org/${tid}`,
        orgId: tid,
        summary: 'Seeded',
      }),
    );
    if (plan !== 'free')
      batch.set(
        org.collection(collections.billing).doc('subscription'),
        billingStateMapper.toDoc({ ...emptyBillingState, plan, status: 'active' }),
      );
  }
  await batch.commit();
}

const call = timedCallable<Page & { total: number }>(
  'service-listParentTenants',
  await systemAdminToken(app, run),
);

/** Reads of one page, counted on the repository the callable uses. */
async function readsOf(input: object): Promise<number> {
  let reads = 0;
  const queries = firestoreOrganisationQueries(db);
  const counted: OrganisationQueries = {
    page: async (query) => {
      const page = await queries.page(query);
      reads += page.items.length + (page.next ? 1 : 0);
      return page;
    },
    count: async (filters) => {
      const total = await queries.count(filters);
      reads += Math.max(1, Math.ceil(total / 1000));
      return total;
    },
    subscriptions: async (tids) => {
      reads += tids.length;
      return queries.subscriptions(tids);
    },
    lastActivity: async (tids) => {
      const found = await queries.lastActivity(tids);
      reads += tids.length;
      return found;
    },
    billingHistory: (tid, limit) => queries.billingHistory(tid, limit),
    recentAudit: (tid, limit) => queries.recentAudit(tid, limit),
    expiredOverrides: (now, limit) => queries.expiredOverrides(now, limit),
  };
  await listOrganisations(
    { organisations: counted },
    platformContracts.listParentTenants.input.parse(input),
    new Date(),
  );
  return reads;
}

const cases: { label: string; input: object }[] = [
  { label: 'newest first', input: {} },
  { label: 'by name', input: { sort: { field: 'name', direction: 'asc' } } },
  { label: 'plan = team', input: { plan: 'team' } },
  { label: 'search "northwind"', input: { search: 'northwind' } },
  { label: 'plan = team + search', input: { plan: 'team', search: 'contoso' } },
];

await call({});
const total = (await call({})).page.total;
console.log(
  `\nservice-listParentTenants, ${total.toLocaleString('en')} organisations in all, 25 a page (${RUNS} runs each, emulators):`,
);
console.log('case                      matches  reads/page  page 1 p50 / p95 ms   page 2 p50 / p95 ms');
for (const { label, input } of cases) {
  const { first, second, page } = await timePages(call, input, RUNS);
  console.log(
    `${label.padEnd(24)} ${String(page.total).padStart(8)}  ${String(await readsOf(input)).padStart(10)}  ${first.padStart(19)}  ${second.padStart(19)}`,
  );
}
process.exit(0);
