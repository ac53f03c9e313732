// `pnpm bench baselines`: importing a 2,000-control CSV through the `baselines-import` callable
// pipeline (session check, authorisation, zod validation of the 2 MB input, parse and report,
// the creating transaction with its plan counter and audit entry, output check), in this
// process, on an in-memory store (the Firestore round trips are not part of the figure). Peak
// memory is the process's maximum resident set size, module loading included: an upper bound
// of what the function process needs. Prints figures, asserts nothing.
import { contracts } from '@assay/domain/contracts';
import { exportBaseline } from '@assay/domain/baselines';
import { runCallable } from '../src/core/pipeline.ts';
import { importBaseline, orgScope } from '../src/services/baselines-admin-service.ts';
import type { Runtime } from '../src/core/pipeline.ts';
import { memoryOrgQueries } from '../src/data/memory-org-queries.ts';
import { orgData } from '../src/data/org-data.ts';
import { organisationDoc } from '../src/data/organisation/organisation.ts';
import { memoryStore } from '../src/data/store/memory-store.ts';
import { syntheticVersion } from '../test/support/synthetic-baselines.ts';

const tid = 'bench-org';
const store = memoryStore();
store.put(organisationDoc(tid), {
  id: tid,
  name: 'Bench',
  plan: 'business',
  ownerUid: 'bench',
  createdAt: '2026-01-01T00:00:00.000Z',
  tenantCount: 0,
  memberCount: 1,
  privateBaselineCount: 0,
});
const unavailable = () => {
  throw new Error('not used by this bench');
};
const runtime: Runtime = {
  accounts: { stateOf: () => Promise.resolve({ validAfterSeconds: 0, disabled: false }) },
  backend: {
    orgData: (id, stamp) => orgData(store, id, stamp, memoryOrgQueries(store, id)),
    platform: unavailable,
    identity: unavailable,
    securityLog: unavailable,
    attempts: unavailable,
    outbox: unavailable,
    sharingAccounts: unavailable,
    accountMemberships: unavailable,
    directory: unavailable,
    ownAccount: unavailable,
    identityProviders: unavailable,
    ssoDirectory: unavailable,
  },
  logger: { error: (message, context) => console.error(message, context), warn: () => undefined },
  now: () => new Date(),
  validateOutput: true,
  billingGraceDays: 14,
};
const auth = { uid: 'bench-admin', token: { tid, role: 'admin', auth_time: Math.floor(Date.now() / 1000) } };

function csvOf(textLength: number): string {
  const version = syntheticVersion({ id: 'bench', owner: { kind: 'org', tid }, controls: 2000, textLength });
  return exportBaseline(version, 'csv').text;
}

async function importOnce(text: string, dryRun: boolean): Promise<{ ms: number; result: unknown }> {
  const t0 = performance.now();
  const result = await runCallable(
    contracts.baselines.import,
    // The handler of callables/baselines/import-baseline.ts.
    (input, ctx) => importBaseline(orgScope(ctx.org), input),
    { auth, data: { format: 'csv', text, dryRun, name: 'Bench import' } },
    runtime,
  );
  return { ms: performance.now() - t0, result };
}

const mb = (bytes: number) => `${(bytes / 1_000_000).toFixed(1)} MB`;
const rssBefore = process.memoryUsage().rss;
console.log(
  'Import of a 2,000-control CSV through the baselines-import callable pipeline (goal ≤ 5 s, ≤ 256 MB):',
);
for (const textLength of [300, 1000]) {
  const text = csvOf(textLength);
  await importOnce(text, true); // warm: module loading and JIT are not the import's cost
  const dry = await importOnce(text, true);
  const real = await importOnce(text, false);
  const created = (real.result as { created?: { controlCount: number } | null }).created;
  console.log(
    `  ${mb(Buffer.byteLength(text)).padStart(7)} CSV (~${textLength}-char texts)  dry run ${dry.ms.toFixed(0).padStart(5)} ms  import ${real.ms.toFixed(0).padStart(5)} ms  → ${created ? `draft of ${created.controlCount} controls` : 'NOT CREATED'}`,
  );
}
console.log(
  `  process RSS: ${mb(rssBefore)} after loading, peak ${mb(process.resourceUsage().maxRSS * 1024)} (maxRSS, tsx and module loading included)`,
);
